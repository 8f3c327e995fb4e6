import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { companies, companyInvitations, companyMembers } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';

// Company invitations are written by the companies feature (invite a member) and used up by the
// accounts feature (sign up with the invitation link): the token rules live here, below both.

/** Invitation tokens are stored hashed: a leaked table holds no usable link. */
export const invitationTokenHash = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');

/** Adds (or re-adds, clearing `removed_at`) a user to a company. */
export async function addMember(tx: Queryable, companyId: number, userId: number) {
  await tx
    .insert(companyMembers)
    .values({ companyId, userId, isOwner: false })
    .onConflictDoUpdate({
      target: [companyMembers.companyId, companyMembers.userId],
      set: { removedAt: null, isOwner: false, createdAt: new Date() },
    });
}

/** The invitation behind a token when it is unused and unexpired. */
export async function validInvitation(db: Queryable, token: string) {
  const [row] = await db
    .select({ invitation: companyInvitations, company: companies })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(
      and(
        eq(companyInvitations.tokenHash, invitationTokenHash(token)),
        isNull(companyInvitations.usedAt),
        gt(companyInvitations.expiresAt, new Date()),
        eq(companies.active, true),
      ),
    );
  return row;
}

export const invitationInvalid = () =>
  new AppError(404, 'not_found', 'This invitation link is invalid or has expired', {
    reason: 'invitation_invalid',
  });

/**
 * Uses an invitation inside the sign-up transaction: marks it used (only if it still is unused,
 * so two sign-ups with one token cannot both pass) and adds the new user to the company.
 */
export async function consumeInvitation(
  tx: Queryable,
  token: string,
  email: string,
  userId: number,
): Promise<typeof companies.$inferSelect> {
  const [used] = await tx
    .update(companyInvitations)
    .set({ usedAt: new Date(), usedByUserId: userId })
    .where(
      and(
        eq(companyInvitations.tokenHash, invitationTokenHash(token)),
        isNull(companyInvitations.usedAt),
        gt(companyInvitations.expiresAt, new Date()),
        eq(sql`lower(${companyInvitations.email})`, email.toLowerCase()),
      ),
    )
    .returning({ companyId: companyInvitations.companyId });
  if (!used) throw invitationInvalid();
  const [company] = await tx.select().from(companies).where(eq(companies.id, used.companyId));
  if (!company?.active) throw invitationInvalid();
  await addMember(tx, company.id, userId);
  return company;
}
