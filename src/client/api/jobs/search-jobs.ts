import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSearchQuery, JobSearchResponse } from '#shared/schemas/jobs.ts';
import { api } from '#client/api/client.ts';

const loadJobSearchResponseSchema = () =>
  import('#shared/schemas/jobs.ts').then((schemas) => schemas.jobSearchResponseSchema);

/** GET /api/jobs: one page of open jobs matching the search, with the caller's show flags. */
export function searchJobs(
  query: JobSearchQuery,
  signal?: AbortSignal,
): Promise<JobSearchResponse> {
  return api.get('/jobs', {
    query: {
      ...query,
      countryIds: query.countryIds?.length ? query.countryIds.join(',') : undefined,
      keyword: query.keyword || undefined,
    },
    signal,
    schema: loadJobSearchResponseSchema,
  });
}

/** The user id is part of the key: the show flags differ per caller. */
export const searchJobsQueryOptions = (query: JobSearchQuery, userId: string | null) =>
  queryOptions({
    queryKey: ['jobs', 'search', userId, query],
    queryFn: ({ signal }) => searchJobs(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSearchJobs(query: JobSearchQuery, userId: string | null) {
  return useQuery(searchJobsQueryOptions(query, userId));
}
