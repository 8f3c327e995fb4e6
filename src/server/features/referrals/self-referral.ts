import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ReferralResult } from '#shared/schemas/referrals.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { personKeys, type PersonKeys } from './person-keys.ts';
import { outcomeTexts } from './request-language.ts';

/**
 * Whether the person referred is the referrer: their account's own mailbox or LinkedIn page. A
 * reward pays for bringing someone else; a recruiter referring themself would be paid for their
 * own hire. (Not the mobile number: people give a shared or office number for someone else.)
 */
export async function isReferrerThemself(
  db: Queryable,
  keys: PersonKeys,
  referrerUserId: number,
): Promise<boolean> {
  if (!keys.email && !keys.linkedin) return false;
  const [account] = await db
    .select({ email: users.email, linkedinPage: users.linkedinPage })
    .from(users)
    .where(eq(users.id, referrerUserId));
  if (!account) return false;
  const own = personKeys(account);
  return (
    (keys.email !== null && keys.email === own.email) ||
    (keys.linkedin !== null && keys.linkedin === own.linkedin)
  );
}

/** The refusal of a recruiter referring themself, in their language. */
export function selfReferralResult(request: FastifyRequest | undefined): ReferralResult {
  return { status: -1, reason: 'self', message: outcomeTexts(request).self };
}
