import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { ROLE } from '../src/shared/constants/roles.ts';
import { benchLogin, type startBenchApp } from './harness.ts';
import type { TimedRow } from './invoice-pdf.bench.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

export const PAYOUT_BENCH_RECRUITERS = Number(process.env.PAYOUT_BENCH_RECRUITERS ?? 10_000);

/** `count` recruiters with complete German billing details and a EUR balance, in bulk SQL. */
async function seedPayableRecruiters(bench: Bench, count: number, round: number) {
  const tag = `pb${round}-${Date.now()}`;
  const { rows } = await bench.pool.query<{ id: number; public_id: string }>(
    `insert into users (email, role_id, firstname, lastname, email_confirmed)
     select $1 || '-' || n || '@bench.example', ${ROLE.recruiter}, 'Payee', 'Number ' || n, true
     from generate_series(1, $2::int) as n
     returning id, public_id`,
    [tag, count],
  );
  const ids = rows.map((row) => row.id);
  await bench.pool.query(
    `with de as materialized (
       select c.id as country_id, (select min(id) from cities where country_id = c.id) as city_id
       from countries c where c.iso2 = 'DE')
     insert into billing_profiles (user_id, account_type_id, bank_country_id, bank_currency,
       account_holder_name, iban, billing_name, billing_country_id, billing_city_id,
       billing_address, billing_post_code, billing_email)
     select u, 1, de.country_id, 'EUR', 'Payee ' || u, 'DE89370400440532013000', 'Payee ' || u,
       de.country_id, de.city_id, 'Friedrichstraße 68', '10117', 'payee' || u || '@bench.example'
     from unnest($1::int[]) as u, de`,
    [ids],
  );
  await bench.pool.query(
    `insert into points_ledger (user_id, kind, points, amount_minor, currency, note)
     select u, 'adjustment', 1500, 150000, 'EUR', 'bench' from unnest($1::int[]) as u`,
    [ids],
  );
  return rows;
}

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

const row = (name: string, times: number[]): TimedRow => {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0));
  return { name, runs: times.length, p50: at(0.5), p95: at(0.95), max: at(1) };
};

/**
 * A payout batch of 10,000 recruiters through the API (lock, balances, payouts, ledger debits,
 * statement numbers, in one transaction) and its pain.001 file, beside raw SQL doing the same
 * writes and a bare Fastify route sending a file of the same size.
 */
export async function payoutBatchBench(bench: Bench, rounds = 3): Promise<TimedRow[]> {
  const token = await benchLogin(bench, ROLE.admin);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const batchTimes: number[] = [];
  const fileTimes: number[] = [];
  const sqlTimes: number[] = [];
  let fileSize = 0;
  for (let round = 0; round < rounds; round += 1) {
    const payees = await seedPayableRecruiters(bench, PAYOUT_BENCH_RECRUITERS, round);
    const [batchMs, answer] = await time(() =>
      fetch(`${bench.baseUrl}/api/recruiter-payments/batches`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          requestKey: randomUUID(),
          currency: 'EUR',
          recruiterIds: payees.map((payee) => payee.public_id),
        }),
      }),
    );
    if (answer.status !== 201)
      throw new Error(`batch failed: ${answer.status} ${await answer.text()}`);
    const { batch } = (await answer.json()) as { batch: { id: number } };
    batchTimes.push(batchMs);
    const [fileMs, file] = await time(async () => {
      const response = await fetch(
        `${bench.baseUrl}/api/recruiter-payments/batches/${batch.id}/file`,
        { headers },
      );
      if (!response.ok) throw new Error(`file failed: ${response.status}`);
      return response.text();
    });
    if (!file.includes('pain.001.001.09')) throw new Error('not a pain.001 file');
    fileSize = file.length;
    fileTimes.push(fileMs);

    // Baseline: the same rows written by two INSERT … SELECT statements, rolled back.
    const others = await seedPayableRecruiters(bench, PAYOUT_BENCH_RECRUITERS, round + 100);
    const client = await bench.pool.connect();
    try {
      const [sqlMs] = await time(async () => {
        await client.query('begin');
        await client.query(
          `with p as (
             insert into payouts (recruiter_user_id, currency, gross_minor, net_minor, status,
               statement_number, account_holder_name, iban, billing_snapshot)
             select u, 'EUR', 150000, 150000, 'created', 'BENCH-' || u, 'Payee', 'DE89370400440532013000', '{}'::jsonb
             from unnest($1::int[]) as u
             returning id, recruiter_user_id)
           insert into points_ledger (user_id, kind, points, amount_minor, currency, payout_id)
           select recruiter_user_id, 'payout', -1500, -150000, 'EUR', id from p`,
          [others.map((payee) => payee.id)],
        );
        await client.query('rollback');
      });
      sqlTimes.push(sqlMs);
    } finally {
      client.release();
    }
  }
  const bare = Fastify();
  const body = 'x'.repeat(fileSize);
  bare.get('/file', (_request, reply) => reply.type('application/xml').send(body));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  const barePort = typeof address === 'object' && address ? address.port : 0;
  const bareTimes: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const [ms] = await time(async () => (await fetch(`http://127.0.0.1:${barePort}/file`)).text());
    bareTimes.push(ms);
  }
  await bare.close();
  return [
    row(
      `payout batch of ${PAYOUT_BENCH_RECRUITERS} recruiters (POST, one transaction)`,
      batchTimes,
    ),
    row('baseline: raw SQL, the same payouts and debits (2 statements)', sqlTimes),
    row(`its pain.001.001.09 file (GET, ${Math.round(fileSize / 1024)} KiB)`, fileTimes),
    row('baseline: bare Fastify route sending as many bytes', bareTimes),
  ];
}
