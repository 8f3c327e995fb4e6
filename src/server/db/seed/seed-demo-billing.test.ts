import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createDiskStorage } from '../../infra/storage.ts';
import { seedDatabase } from './seed.ts';

let database: TestDatabase;
let filesDir: string;

async function rows<T>(text: string): Promise<T[]> {
  return (await database.pool.query(text)).rows as T[];
}

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-seed-billing-'));
  await seedDatabase(database.db, {
    demo: true,
    demoPassword: () => 'Copper-Lantern-42',
    storage: createDiskStorage(filesDir),
  });
});

afterAll(async () => {
  await database?.drop();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('demo billing', () => {
  it('gives every paid posting payment one paid invoice of the same amounts', async () => {
    const paid = await rows<{ id: number; invoices: string; matching: string }>(`
      SELECT p.id, count(i.id) AS invoices,
        count(i.id) FILTER (WHERE i.status = 'paid' AND i.kind = 'job_posting'
          AND i.total_minor = p.amount_minor AND i.net_minor = p.net_minor
          AND i.currency = p.currency AND i.job_id = p.job_id) AS matching
      FROM payments p LEFT JOIN invoices i ON i.payment_id = p.id
      WHERE p.kind = 'job_posting' AND p.status_id = 1
      GROUP BY p.id`);
    expect(paid.length).toBeGreaterThan(100);
    expect(paid.filter((row) => Number(row.invoices) !== 1 || Number(row.matching) !== 1)).toEqual(
      [],
    );
    const pending = await rows<{ count: string }>(`
      SELECT count(*) FROM payments p JOIN invoices i ON i.payment_id = p.id WHERE p.status_id <> 1`);
    expect(Number(pending[0]?.count)).toBe(0);
  });

  it('numbers the invoices of a year in the order they were paid', async () => {
    const issued = await rows<{ number: string }>(
      `SELECT number FROM invoices WHERE kind = 'job_posting' ORDER BY paid_at, id`,
    );
    const outOfOrder = issued.filter((row, index) => {
      const previous = issued[index - 1]?.number;
      return previous?.slice(0, 8) === row.number.slice(0, 8) && previous > row.number;
    });
    expect(issued.length).toBeGreaterThan(100);
    expect(outOfOrder).toEqual([]);
  });

  it('puts the first company on the pay-per-job plan', async () => {
    const plans = await rows<{ kind: string; paid_until: Date | null; currency: string }>(`
      SELECT b.kind, cp.paid_until, cp.currency FROM company_plans cp
      JOIN billing_plans b ON b.id = cp.plan_id`);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ kind: 'per_job', paid_until: null });
  });
});
