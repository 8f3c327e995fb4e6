import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSummary } from '#shared/schemas/jobs.ts';
import { api } from '#client/api/client.ts';

const loadSimilarJobsResponseSchema = () =>
  import('#shared/schemas/jobs.ts').then((schemas) => schemas.similarJobsResponseSchema);

/** GET /api/jobs/{id}/similar: open jobs of the same industry, type and country first. */
export async function getSimilarJobs(
  id: string,
  lang: string,
  signal?: AbortSignal,
): Promise<JobSummary[]> {
  const body = await api.get(`/jobs/${encodeURIComponent(id)}/similar`, {
    query: { lang: lang === 'tr' ? 'tr' : 'en' },
    signal,
    schema: loadSimilarJobsResponseSchema,
  });
  return body.items;
}

export const similarJobsQueryOptions = (
  id: string,
  lang: string,
  userId: string | null,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: ['jobs', 'similar', id, lang, userId],
    queryFn: ({ signal }) => getSimilarJobs(id, lang, signal),
    enabled,
    staleTime: 60_000,
  });

export function useSimilarJobs(id: string, lang: string, userId: string | null, enabled: boolean) {
  return useQuery(similarJobsQueryOptions(id, lang, userId, enabled));
}
