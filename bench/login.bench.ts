// Logins per second with argon2id at OWASP's parameters (issue 27: ≥ 60/s on 2 cores), beside the
// hash's own limit measured in the same run (bare verifications at the same concurrency), and the
// cost of verifying one bot-check answer (target < 1 ms). `npx tsx bench/login.bench.ts` alone.
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { ROLE } from '../src/shared/constants/roles.ts';
import { verifyAltchaToken } from '../src/server/infra/bot-check/altcha.ts';
import { botCheckSecret } from '../src/server/infra/bot-check/verify-bot-check.ts';
import { verify } from '@node-rs/argon2';
import { hashPassword } from '../src/server/infra/passwords.ts';
import { solvedBotCheckToken } from '../src/server/test/bot-check-token.ts';
import { createUser, TEST_PASSWORD } from '../src/server/test/factories/user.ts';
import { httpPostJson, rate, startBenchApp } from './harness.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

const LOGINS = Number(process.env.LOGIN_BENCH_LOGINS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 20);
/**
 * Uncounted logins first, six per connection of the pool: PostgreSQL plans a prepared statement
 * afresh for its first five runs on a connection, and a running server's connections are past them.
 */
const WARM_UP = Math.min(LOGINS, CONCURRENCY * 6);

export async function loginBench(bench: Bench) {
  const users: Awaited<ReturnType<typeof createUser>>[] = [];
  for (let index = 0; index < LOGINS; index += 1)
    users.push(await createUser(bench.db, { roleId: ROLE.recruiter }));
  // Solved beforehand: the browser's proof of work is not the server's cost.
  const tokens: string[] = [];
  for (let index = 0; index < LOGINS * 2 + WARM_UP; index += 1)
    tokens.push(await solvedBotCheckToken(bench.app, 'login'));

  const hash = await hashPassword(TEST_PASSWORD);
  const hashRate = await rate(LOGINS, CONCURRENCY, async () => {
    // The library itself, all 20 at once: the hash's own limit, without the app's one-per-core queue.
    if (!(await verify(hash, TEST_PASSWORD))) throw new Error('hash did not verify');
  });

  // Each login from its own address (X-Forwarded-For, trusted in the bench app), as many users
  // logging in at once would: the per-address limits are not what is measured.
  // The logins' connections are kept alive, as a browser keeps its connection to the site.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const logIn = (index: number, token: string | undefined, network: number) =>
    httpPostJson(
      `${bench.baseUrl}/api/auth/login`,
      { email: users[index]?.email, password: TEST_PASSWORD, captchaToken: token },
      agent,
      { 'x-forwarded-for': `10.${network}.${(index >> 8) & 255}.${index & 255}` },
    );
  const warmUpTokens = tokens.slice(LOGINS * 2);
  await rate(WARM_UP, CONCURRENCY, async (index) => {
    if ((await logIn(index, warmUpTokens[index], 255)).status !== 200)
      throw new Error('warm-up login failed');
  });
  let failed = 0;
  const loginRate = await rate(LOGINS, CONCURRENCY, async (index) => {
    const response = await logIn(index, tokens[index], (index >> 16) & 127);
    if (response.status !== 200) failed += 1;
  });
  agent.destroy();

  const secret = await botCheckSecret({ db: bench.db });
  const botTimes: number[] = [];
  for (const token of tokens.slice(LOGINS, LOGINS * 2)) {
    const start = performance.now();
    if (!(await verifyAltchaToken(bench.db, secret, token, 'login')))
      throw new Error('bot-check token refused');
    botTimes.push(performance.now() - start);
  }
  botTimes.sort((a, b) => a - b);
  return {
    loginRate,
    hashRate,
    failed,
    botCheckP50: botTimes[Math.floor(botTimes.length / 2)] ?? 0,
    botCheckP95: botTimes[Math.floor(botTimes.length * 0.95)] ?? 0,
  };
}

export function printLogin(result: Awaited<ReturnType<typeof loginBench>>) {
  const { loginRate, hashRate, failed, botCheckP50, botCheckP95 } = result;
  console.log(`\n## Login (argon2id 19 MiB, t=2, p=1; ${LOGINS} users, ${CONCURRENCY} at once)\n`);
  console.log('| figure | value | target | baseline in the same run |');
  console.log('| --- | --: | --- | --- |');
  console.log(
    `| POST /api/auth/login | ${loginRate.toFixed(1)}/s (${failed} failed) | ≥ 60/s | bare argon2 verifications: ${hashRate.toFixed(1)}/s |`,
  );
  console.log(
    `| bot-check answer verified (with its single-use record) | p50 ${botCheckP50.toFixed(3)} ms, p95 ${botCheckP95.toFixed(3)} ms | < 1 ms | |`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bench = await startBenchApp();
  try {
    printLogin(await loginBench(bench));
  } finally {
    await bench.close();
  }
}
