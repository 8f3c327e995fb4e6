import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QueryValue } from '#client/api/client.ts';
import { api } from '#client/api/client.ts';
import { pagedResponseSchema } from '#shared/schemas/list-query.ts';
import { lookupAdminKey, lookupAdminPath } from './keys.ts';

export type AdminListQuery = Record<string, QueryValue>;

/** GET /api/lookup-admin/{segment}: one server page of a lookup, sorted and filtered. */
export function listAdminRows<Item>(
  segment: string,
  query: AdminListQuery,
  item: z.ZodType<Item>,
  signal?: AbortSignal,
) {
  return api.get(lookupAdminPath(segment), {
    signal,
    query,
    schema: pagedResponseSchema(item) as unknown as z.ZodType<{ items: Item[]; total: number }>,
  });
}

export const adminRowsQueryOptions = <Item>(
  segment: string,
  query: AdminListQuery,
  item: z.ZodType<Item>,
) =>
  queryOptions({
    queryKey: [...lookupAdminKey(segment), query],
    queryFn: ({ signal }) => listAdminRows(segment, query, item, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminRows<Item>(
  segment: string,
  query: AdminListQuery,
  item: z.ZodType<Item>,
  enabled = true,
) {
  return useQuery({ ...adminRowsQueryOptions(segment, query, item), enabled });
}
