import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  billingProfiles,
  candidates,
  companyMembers,
  contactMessages,
  conversationParticipants,
  files,
  invoices,
  jobRecruiters,
  jobResponsibles,
  messages,
  notifications,
  oneTimeCodes,
  payouts,
  privacyDestructionLog,
  specApiReferralDrafts,
  userPreferences,
  userPresence,
  users,
} from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import type { FileStorage } from '../../infra/storage.ts';
import { destroyCandidate } from './destroy-candidate.ts';
import { assertNotLastStaff } from './last-staff.ts';
import { scrubAccountNotices } from './scrub-notifications.ts';
import { revokeUserSessions } from '../../platform/auth/sessions.ts';

export const DELETED_USER_NAME = 'Deleted user';

/**
 * The last owner of a company that still has other members is refused: the members would be left
 * with nobody who may manage the company. A sole member may leave; the company stays, without
 * members, for its invoices and jobs (staff may invite a new owner).
 */
async function assertNotLastOwner(db: Database, userId: number) {
  const owned = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companyMembers.isOwner, true),
        isNull(companyMembers.removedAt),
      ),
    );
  for (const { companyId } of owned) {
    const others = await db
      .select({ userId: companyMembers.userId, isOwner: companyMembers.isOwner })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          ne(companyMembers.userId, userId),
          isNull(companyMembers.removedAt),
        ),
      );
    if (others.length > 0 && !others.some((m) => m.isOwner))
      throw conflict('Make another member an owner of the company before deleting your account', {
        reason: 'last_owner',
      });
  }
}

/**
 * Erases one account in one transaction: personal data deleted or anonymised, the ledger, rewards,
 * payouts and invoices kept (the law keeps them) with the person's name removed. Their candidate
 * records are their own (applications), those they own (a recruiter's) and recruiters' records of
 * them under their e-mail (the referrals My Applications shows as theirs). Stored files are
 * removed after the commit; a file that fails to go is left for the operator, the rows are gone.
 */
export async function eraseAccount(db: Database, storage: FileStorage, userId: number) {
  await assertNotLastOwner(db, userId);
  const storageKeys = await db.transaction(async (tx) => {
    await assertNotLastStaff(tx, userId);
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return [];
    const fullName = `${user.firstname} ${user.lastname}`.trim();
    const keys: string[] = [];

    const records = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        or(
          eq(candidates.ownerUserId, userId),
          eq(candidates.userId, userId),
          sql`lower(${candidates.email}) = lower(${user.email})`,
        ),
      );
    for (const record of records)
      keys.push(...(await destroyCandidate(tx, record.id, 'account_erasure')));

    const ownFiles = await tx
      .delete(files)
      .where(and(eq(files.ownerUserId, userId), isNull(files.companyId), isNull(files.candidateId)))
      .returning({ id: files.id, storageKey: files.storageKey });
    keys.push(...ownFiles.map((f) => f.storageKey));

    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await scrubAccountNotices(tx, userId, user);
    await tx
      .update(notifications)
      .set({ senderUserId: null })
      .where(eq(notifications.senderUserId, userId));
    await tx.delete(messages).where(eq(messages.senderUserId, userId));
    await tx.delete(conversationParticipants).where(eq(conversationParticipants.userId, userId));
    await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
    await tx.delete(specApiReferralDrafts).where(eq(specApiReferralDrafts.userId, userId));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
    await tx.delete(userPreferences).where(eq(userPreferences.userId, userId));
    await tx.delete(billingProfiles).where(eq(billingProfiles.userId, userId));
    await tx.delete(jobResponsibles).where(eq(jobResponsibles.userId, userId));
    await tx.delete(jobRecruiters).where(eq(jobRecruiters.userId, userId));
    await revokeUserSessions(tx, userId);

    // Payout statements are self-billing invoices of a natural person: kept, without the name.
    await tx
      .update(payouts)
      .set({
        accountHolderName: DELETED_USER_NAME,
        billingSnapshot: sql`jsonb_set(jsonb_set(${payouts.billingSnapshot}, '{name}', to_jsonb(${DELETED_USER_NAME}::text)), '{email}', 'null'::jsonb)`,
      })
      .where(eq(payouts.recruiterUserId, userId));

    // A company's invoices keep the company's name, but not the member's own name or address.
    const memberships = await tx
      .update(companyMembers)
      .set({ removedAt: new Date(), isOwner: false })
      .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)))
      .returning({ companyId: companyMembers.companyId });
    const companyIds = memberships.map((m) => m.companyId);
    if (companyIds.length > 0) {
      await tx
        .update(invoices)
        .set({
          billingSnapshot: sql`jsonb_set(${invoices.billingSnapshot}, '{email}', 'null'::jsonb)`,
        })
        .where(
          and(
            inArray(invoices.companyId, companyIds),
            sql`lower(${invoices.billingSnapshot}->>'email') = lower(${user.email})`,
          ),
        );
      await tx
        .update(invoices)
        .set({
          billingSnapshot: sql`jsonb_set(${invoices.billingSnapshot}, '{name}', to_jsonb(${DELETED_USER_NAME}::text))`,
        })
        .where(
          and(
            inArray(invoices.companyId, companyIds),
            sql`${invoices.billingSnapshot}->>'name' = ${fullName}`,
          ),
        );
    }

    await tx
      .update(users)
      .set({
        email: `deleted-${user.publicId}@deleted.invalid`,
        passwordHash: null,
        googleSubject: null,
        linkedinSubject: null,
        firstname: DELETED_USER_NAME,
        lastname: '',
        mobile: null,
        linkedinPage: null,
        title: null,
        genderId: null,
        birthDate: null,
        countryId: null,
        cityId: null,
        profilePictureFileId: null,
        marketingChannelId: null,
        marketingReference: null,
        publicProfileFields: [],
        emailConfirmed: false,
        active: false,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(userPresence).where(eq(userPresence.userId, userId));
    await tx.insert(privacyDestructionLog).values({
      recordKind: 'user',
      recordId: userId,
      reason: 'account_erasure',
      outcome: 'anonymised',
    });
    return keys;
  });
  await removeStoredFiles(storage, storageKeys);
}

export async function removeStoredFiles(storage: FileStorage, keys: string[]) {
  for (const key of keys) await storage.remove(key).catch(() => undefined);
}
