import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CreateBatchInput, PayoutConflict } from '#shared/schemas/recruiter-payments.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { payoutBatches, payouts, users } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { ledgerBalancesOf, lockLedgers } from '../../platform/money/ledger.ts';
import {
  payeeProblem,
  payoutFormatOf,
  readPayees,
  recordPayouts,
  type NewPayout,
  type PayeeProblem,
} from '../../platform/money/payouts.ts';

const refuse = (reason: PayoutConflict, message: string, details: Record<string, unknown> = {}) =>
  conflict(message, { reason, ...details });

export type RefusedRecruiter = { id: string; problem: PayeeProblem | 'no_balance' | 'unknown' };

/** A second submission of a request key must be the same batch: its currency and its recruiters. */
async function sameBatch(
  tx: Queryable,
  first: typeof payoutBatches.$inferSelect,
  input: CreateBatchInput,
) {
  if (first.currency !== input.currency) return false;
  const paid = await tx
    .select({ recruiterId: users.publicId })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.recruiterUserId))
    .where(eq(payouts.batchId, first.id));
  const asked = [...new Set(input.recruiterIds)].sort();
  const made = paid.map((row) => row.recruiterId).sort();
  return asked.length === made.length && asked.every((id, index) => id === made[index]);
}

/**
 * Pays the whole payable balance of each recruiter in the currency, as one batch, in one
 * transaction: the batch row (its unique request key makes a resubmission return the first batch),
 * every recruiter's ledger locked in id order, balances read again under the lock, then the
 * payouts and their ledger debits. If any recruiter cannot be paid now, nothing is written.
 */
export async function createBatch(
  db: Database,
  input: CreateBatchInput,
  actorUserId: number,
  request: FastifyRequest,
): Promise<{ batchId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const at = new Date();
    // A second submission of the key waits here until the first commits (or rolls back).
    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        currency: input.currency,
        format: payoutFormatOf(input.currency),
        status: 'created',
        totalNetMinor: 0,
        payoutCount: 0,
        requestKey: input.requestKey,
        createdByUserId: actorUserId,
        createdAt: at,
      })
      .onConflictDoNothing({ target: payoutBatches.requestKey })
      .returning();
    if (!batch) {
      const [first] = await tx
        .select()
        .from(payoutBatches)
        .where(eq(payoutBatches.requestKey, input.requestKey));
      if (!first || !(await sameBatch(tx, first, input)))
        throw refuse('request_key_reused', 'This request key was used for another batch');
      return { batchId: first.id, created: false };
    }

    const found = await tx
      .select({ id: users.id, publicId: users.publicId })
      .from(users)
      .where(sql`${users.publicId} = any(${sql.param(input.recruiterIds)}::text[])`);
    const idOf = new Map(found.map((user) => [user.publicId, user.id]));
    const userIds = found.map((user) => user.id);
    await lockLedgers(tx, userIds);
    const balances = await ledgerBalancesOf(tx, userIds, input.currency);
    const payees = await readPayees(tx, userIds);

    const items: NewPayout[] = [];
    const refused: RefusedRecruiter[] = [];
    for (const publicId of input.recruiterIds) {
      const userId = idOf.get(publicId);
      const payee = userId === undefined ? undefined : payees.get(userId);
      if (!payee) {
        refused.push({ id: publicId, problem: 'unknown' });
        continue;
      }
      const balance = balances.get(payee.userId) ?? 0;
      const problem = balance <= 0 ? 'no_balance' : payeeProblem(payee, input.currency);
      if (problem) refused.push({ id: publicId, problem });
      else items.push({ payee, grossMinor: balance });
    }
    if (refused.length)
      throw refuse('not_payable', 'Some recruiters cannot be paid now', { recruiters: refused });

    const written = await recordPayouts(tx, items, {
      currency: input.currency,
      batchId: batch.id,
      status: 'created',
      createdByUserId: actorUserId,
      at,
    });
    const totalNetMinor = written.reduce((sum, payout) => sum + payout.netMinor, 0);
    await tx
      .update(payoutBatches)
      .set({ totalNetMinor, payoutCount: written.length })
      .where(eq(payoutBatches.id, batch.id));
    await audit(
      tx,
      {
        actorUserId,
        action: 'payout_batch.create',
        entity: 'payout_batch',
        entityId: batch.id,
        data: { currency: input.currency, payouts: written.length, totalNetMinor },
      },
      request,
    );
    return { batchId: batch.id, created: true };
  });
}
