import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '#shared/schemas/jobs.ts';
import { api } from '#client/api/client.ts';
import { isRetryable } from '#client/api/api-error.ts';

const loadJobDetailSchema = () =>
  import('#shared/schemas/jobs.ts').then((schemas) => schemas.jobDetailSchema);

/** GET /api/jobs/{id}: the job-detail record (counts a view). 404 for jobs the caller cannot see. */
export function getJobDetail(id: string, lang: string, signal?: AbortSignal): Promise<JobDetail> {
  return api.get(`/jobs/${encodeURIComponent(id)}`, {
    query: { lang: lang === 'tr' ? 'tr' : 'en' },
    signal,
    schema: loadJobDetailSchema,
  });
}

export const jobDetailQueryOptions = (id: string, lang: string, userId: string | null) =>
  queryOptions({
    queryKey: ['jobs', 'detail', id, lang, userId],
    queryFn: ({ signal }) => getJobDetail(id, lang, signal),
    staleTime: 60_000,
    retry: (count, error) => count < 2 && isRetryable(error),
  });

export function useJobDetail(id: string, lang: string, userId: string | null) {
  return useQuery(jobDetailQueryOptions(id, lang, userId));
}
