import type { JobSearchResponse } from '#shared/schemas/jobs.ts';
import { t } from '#server/test/use-test-app.ts';

// What the jobs API test files share; `t` is the calling test file's own app (use-test-app.ts).

export const DAY = 86_400_000;

export const search = async (query: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/jobs?${query}`, headers });
  return { response, body: response.json<JobSearchResponse>() };
};
