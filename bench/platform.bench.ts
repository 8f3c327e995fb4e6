import { ROLE } from '../src/shared/constants/roles.ts';
import { solvedBotCheckToken } from '../src/server/test/bot-check-token.ts';
import { createUser, TEST_PASSWORD } from '../src/server/test/factories/user.ts';
import { load, type LoadResult } from './harness.ts';
import type { startBenchApp } from './harness.ts';

/** Foundation: the health route (one database round trip) and an authenticated read. */
export async function platformBench(
  bench: Awaited<ReturnType<typeof startBenchApp>>,
): Promise<LoadResult[]> {
  const user = await createUser(bench.db, { roleId: ROLE.recruiter });
  const login = await fetch(`${bench.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: user.email,
      password: TEST_PASSWORD,
      captchaToken: await solvedBotCheckToken(bench.app, 'login'),
    }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return [
    await load('GET /api/health', { url: `${bench.baseUrl}/api/health` }),
    await load('GET /api/auth/me (bearer)', {
      url: `${bench.baseUrl}/api/auth/me`,
      headers: { authorization: `Bearer ${accessToken}` },
    }),
  ];
}
