import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { pointsBalances, pointsLedger } from '#server/db/schema/index.ts';
import { createUser } from '#server/test/factories/user.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { appendLedger, ledgerBalances } from './ledger.ts';

useTestApp();

/** The kept balances of a user, and the same summed from the ledger. */
async function keptAndSummed(userId: number) {
  const kept = await t.db
    .select({
      currency: pointsBalances.currency,
      amountMinor: pointsBalances.balanceMinor,
      first: pointsBalances.firstEntryId,
    })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId))
    .orderBy(pointsBalances.currency);
  const { rows } = await t.pool.query<{ currency: string; amount: string; first: number }>(
    `SELECT currency, sum(amount_minor)::text AS amount, min(id) AS first FROM points_ledger
     WHERE user_id = $1 GROUP BY currency ORDER BY currency`,
    [userId],
  );
  const summed = rows.map((row) => ({
    currency: row.currency,
    amountMinor: Number(row.amount),
    first: row.first,
  }));
  return { kept, summed };
}

describe('the kept points balances', () => {
  it('follow every ledger insert, one row or many in a statement, per user and currency', async () => {
    const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
    const other = await createUser(t.db, { roleId: ROLE.recruiter });
    const row = (userId: number, amountMinor: number, currency: string) => ({
      userId,
      kind: 'adjustment' as const,
      points: Math.trunc(amountMinor / 100),
      amountMinor,
      currency,
    });
    await appendLedger(t.db, row(recruiter.id, 50_000, 'EUR'));
    await t.db
      .insert(pointsLedger)
      .values([
        row(recruiter.id, 12_345, 'EUR'),
        row(recruiter.id, -2_345, 'EUR'),
        row(recruiter.id, 700_000, 'TRY'),
        row(other.id, 100, 'USD'),
      ]);
    await appendLedger(t.db, row(recruiter.id, -700_000, 'TRY'));
    const { kept, summed } = await keptAndSummed(recruiter.id);
    expect(kept).toEqual(summed);
    expect(kept.map((balance) => [balance.currency, balance.amountMinor])).toEqual([
      ['EUR', 60_000],
      ['TRY', 0],
    ]);
    // The badge reads the kept balances: the ledger's sums, a currency back at zero left out.
    expect(await ledgerBalances(t.db, recruiter.id)).toEqual([
      { currency: 'EUR', amountMinor: 60_000 },
    ]);
    expect(await ledgerBalances(t.db, other.id)).toEqual([{ currency: 'USD', amountMinor: 100 }]);
    expect((await keptAndSummed(other.id)).kept).toEqual((await keptAndSummed(other.id)).summed);
  });

  it('stay right when two writers credit the same balance at once', async () => {
    const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.db.transaction((tx) =>
          appendLedger(tx, {
            userId: recruiter.id,
            kind: 'adjustment',
            amountMinor: 100 * (n + 1),
            currency: 'EUR',
          }),
        ),
      ),
    );
    const { kept, summed } = await keptAndSummed(recruiter.id);
    expect(kept).toEqual(summed);
    expect(kept[0]?.amountMinor).toBe(21_000);
  });

  it('keep the ledger append-only: an update, a delete or a truncate is refused', async () => {
    const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
    await appendLedger(t.db, {
      userId: recruiter.id,
      kind: 'adjustment',
      amountMinor: 100,
      currency: 'EUR',
    });
    const where = eq(pointsLedger.userId, recruiter.id);
    await expect(t.db.update(pointsLedger).set({ amountMinor: 1 }).where(where)).rejects.toThrow();
    await expect(t.db.delete(pointsLedger).where(where)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate points_ledger cascade`)).rejects.toThrow();
    const { kept, summed } = await keptAndSummed(recruiter.id);
    expect(kept).toEqual(summed);
    expect(kept[0]?.amountMinor).toBe(100);
  });
});
