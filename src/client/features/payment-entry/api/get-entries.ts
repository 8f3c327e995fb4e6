import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { entryPageSchema, type EntryQuery } from '#shared/schemas/payment-entry.ts';
import { api } from '#client/api/client.ts';
import { PAYMENT_ENTRY_KEY } from './keys.ts';

/** GET /api/payment-entry: the payments recorded by hand. */
export function getEntries(query: EntryQuery, signal?: AbortSignal) {
  return api.get('/payment-entry', { query: { ...query }, signal, schema: entryPageSchema });
}

export const entriesQueryOptions = (query: EntryQuery) =>
  queryOptions({
    queryKey: [...PAYMENT_ENTRY_KEY, 'list', query],
    queryFn: ({ signal }) => getEntries(query, signal),
    placeholderData: keepPreviousData,
  });
