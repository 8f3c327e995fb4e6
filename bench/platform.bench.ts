import { ROLE } from '../src/shared/constants/roles.ts';
import { benchLogin, load, type LoadResult } from './harness.ts';
import type { startBenchApp } from './harness.ts';

/** Foundation: the health route (one database round trip) and an authenticated read. */
export async function platformBench(
  bench: Awaited<ReturnType<typeof startBenchApp>>,
): Promise<LoadResult[]> {
  const accessToken = await benchLogin(bench, ROLE.recruiter);
  return [
    await load('GET /api/health', { url: `${bench.baseUrl}/api/health` }),
    await load('GET /api/auth/me (bearer)', {
      url: `${bench.baseUrl}/api/auth/me`,
      headers: { authorization: `Bearer ${accessToken}` },
    }),
  ];
}
