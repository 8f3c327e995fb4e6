import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import {
  candidates,
  consentRecords,
  files,
  privacyDestructionLog,
  referralNotices,
  referralStatusHistory,
  referrals,
} from '../../db/schema/index.ts';
import { scrubCandidateNotices } from './scrub-notifications.ts';

export type DestructionReason = 'retention' | 'account_erasure';

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

/**
 * Destroys a candidate record inside the caller's transaction: its files' rows go (their storage
 * keys are returned, to be removed once the transaction has committed), then the record with its
 * referrals and their history. A referral the money history points at (a reward, a hire invoice,
 * a ledger row) cannot go, so then the record is anonymised in place instead. Either way the
 * notices that named the person for its referrals (in the company's and the referrer's bells) lose
 * the name. Each destruction is logged without personal data.
 */
export async function destroyCandidate(
  tx: Transaction,
  candidateId: number,
  reason: DestructionReason,
): Promise<string[]> {
  await scrubCandidateNotices(tx, candidateId);
  const cvs = await tx
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .where(eq(files.candidateId, candidateId));
  const referralIds = (
    await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(eq(referrals.candidateId, candidateId))
  ).map((r) => r.id);
  const fileIds = cvs.map((f) => f.id);

  if (fileIds.length > 0) {
    await tx.update(referrals).set({ cvFileId: null }).where(inArray(referrals.cvFileId, fileIds));
    await tx
      .update(referralStatusHistory)
      .set({ cvFileId: null })
      .where(inArray(referralStatusHistory.cvFileId, fileIds));
    await tx.delete(files).where(inArray(files.id, fileIds));
    await tx.insert(privacyDestructionLog).values(
      fileIds.map((id) => ({
        recordKind: 'file' as const,
        recordId: id,
        reason,
        outcome: 'deleted' as const,
      })),
    );
  }

  if (referralIds.length > 0) {
    // The notice mailed to the person goes with them; the referrer's own consent rows stay (their
    // proof of acceptance), no longer pointing at the referral.
    await tx.delete(referralNotices).where(inArray(referralNotices.referralId, referralIds));
    await tx
      .update(consentRecords)
      .set({ referralId: null })
      .where(inArray(consentRecords.referralId, referralIds));
  }

  const deleted = await tx
    .transaction(async (savepoint) => {
      if (referralIds.length > 0) {
        await savepoint
          .delete(referralStatusHistory)
          .where(inArray(referralStatusHistory.referralId, referralIds));
        await savepoint.delete(referrals).where(inArray(referrals.id, referralIds));
      }
      await savepoint.delete(candidates).where(eq(candidates.id, candidateId));
      return true;
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) return false;
      throw error;
    });

  if (!deleted) {
    await tx
      .update(candidates)
      .set({
        firstname: 'Deleted',
        lastname: 'person',
        email: null,
        mobile: null,
        linkedinPage: null,
        countryId: null,
        cityId: null,
        educationLevelId: null,
        notes: null,
        archivedAt: new Date(),
      })
      .where(eq(candidates.id, candidateId));
    if (referralIds.length > 0) {
      await tx
        .update(referrals)
        .set({ personEmail: null, personLinkedin: null, additionalInfo: null })
        .where(inArray(referrals.id, referralIds));
      await tx
        .update(referralStatusHistory)
        .set({ note: null })
        .where(inArray(referralStatusHistory.referralId, referralIds));
    }
  }
  await tx.insert(privacyDestructionLog).values({
    recordKind: 'candidate',
    recordId: candidateId,
    reason,
    outcome: deleted ? 'deleted' : 'anonymised',
  });
  return cvs.map((f) => f.storageKey);
}
