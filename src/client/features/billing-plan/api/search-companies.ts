import { companiesResponseSchema } from '#shared/schemas/companies.ts';
import { api } from '#client/api/client.ts';

/** GET /api/companies: the staff company list, searched by name, for the company picker. */
export function searchCompanies(q: string, signal?: AbortSignal) {
  return api.get('/companies', {
    query: { q, size: 10, sort: 'name', order: 'asc' },
    signal,
    schema: companiesResponseSchema,
  });
}
