import { pathFor } from '#shared/routes.ts';
import { NO_SIMILAR_SUFFIX } from '#shared/constants/jobs.ts';

/** `/job-detail/{slug}/{publicId}`; `noSimilar` appends the spec's NOSJ suffix. */
export function jobDetailPath(job: { slug: string; id: string }, noSimilar = false): string {
  return pathFor('jobDetail', {
    name: job.slug || 'job',
    id: noSimilar ? `${job.id}${NO_SIMILAR_SUFFIX}` : job.id,
  });
}

/** The public id inside a route `id` parameter, and whether similar jobs are suppressed. */
export function parseJobRouteId(raw: string | undefined): { id: string; noSimilar: boolean } {
  const value = raw ?? '';
  const noSimilar = value.toUpperCase().endsWith(NO_SIMILAR_SUFFIX);
  const id = (noSimilar ? value.slice(0, -NO_SIMILAR_SUFFIX.length) : value).replace(/[-_]$/, '');
  return { id: id.toLowerCase(), noSimilar };
}
