import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { sharedSecret } from '../../infra/secrets.ts';
import { CODE_RULES } from './code-limits.ts';

export type CodePurpose = 'confirm_email' | 'reset_password';

// Keyed hash: a copy of the table alone does not let anyone try the million codes offline.
async function hashCode(db: Database, userId: number, purpose: CodePurpose, code: string) {
  const key = await sharedSecret(db, 'one-time-codes');
  return crypto.createHmac('sha256', key).update(`${purpose}:${userId}:${code}`).digest('hex');
}

/** The latest code of this purpose that can still be used, if any. */
export async function activeCode(db: Queryable, userId: number, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= CODE_RULES.maxAttempts)
    return undefined;
  return row;
}

/** Issues a new six-digit code; earlier unused codes of the same purpose stop working. */
export async function issueCode(
  db: Database,
  tx: Queryable,
  userId: number,
  purpose: CodePurpose,
): Promise<string> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const codeHash = await hashCode(db, userId, purpose, code);
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  await tx.insert(oneTimeCodes).values({
    userId,
    purpose,
    codeHash,
    expiresAt: new Date(Date.now() + CODE_RULES.ttlMs),
  });
  return code;
}

/**
 * Every refused code gets this one answer: a wrong code, one used up by wrong guesses, an expired
 * one and an address with no account or no code. Separate answers ("too many wrong codes") told a
 * stranger which addresses have an account, after five guesses at any address.
 */
const invalid = () =>
  new AppError(
    400,
    'invalid_code',
    'The code is wrong or no longer valid. Please check it, or ask for a new code.',
  );

/** No user: the same locked read of no row as a user's check, so the answer takes as long. */
const NO_USER = 0;

/**
 * Checks a code. A wrong guess counts against the code (5 at most) and is kept even though the
 * call fails; with `consume` a right code is marked used, so it works once, and `onValid` runs in
 * the same transaction (the change the code allows).
 */
export async function checkCode(
  db: Database,
  userId: number | undefined,
  purpose: CodePurpose,
  code: string,
  options: { consume: boolean; onValid?: (tx: Transaction) => Promise<void> },
): Promise<void> {
  const given = await hashCode(db, userId ?? NO_USER, purpose, code);
  const failure = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId ?? NO_USER),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.usedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    if (!row || row.attempts >= CODE_RULES.maxAttempts || row.expiresAt.getTime() <= Date.now())
      return invalid();
    const a = Buffer.from(row.codeHash);
    const b = Buffer.from(given);
    if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) {
      await tx
        .update(oneTimeCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(oneTimeCodes.id, row.id));
      return invalid();
    }
    if (options.consume)
      await tx.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, row.id));
    await options.onValid?.(tx);
    return undefined;
  });
  if (failure) throw failure;
}
