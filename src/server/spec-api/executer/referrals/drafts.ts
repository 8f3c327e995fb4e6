import { and, eq, gt, lt } from 'drizzle-orm';
import { linkedinKey } from '#shared/schemas/referrals.ts';
import type { Database } from '../../../db/client.ts';
import { specApiReferralDrafts as drafts } from '../../../db/schema/index.ts';
import { emailKey } from '../../../features/referrals/person-keys.ts';

/**
 * The layer's own table (db/schema/spec-api.ts): a referral between sqlId 14 (the person) and
 * Files/CreateFile (the CV). Nothing else reads it; a draft older than a day is ignored and deleted.
 */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type Draft = typeof drafts.$inferSelect;

/** The body of POST /api/referrals a draft keeps, without its CV. */
export type DraftPayload = {
  mode: 'new' | 'existing';
  jobId: string;
  candidateId?: string;
  email?: string | null;
  linkedinPage?: string | null;
  [field: string]: unknown;
};

const cutoff = () => new Date(Date.now() - DRAFT_LIFETIME_MS);

export async function deleteStaleDrafts(db: Database) {
  await db.delete(drafts).where(lt(drafts.createdAt, cutoff()));
}

/** The caller's fresh draft by its public id (what sqlId 14 answered as candidate_id). */
export async function findDraft(db: Database, userId: number, publicId: string) {
  await deleteStaleDrafts(db);
  const [row] = await db
    .select()
    .from(drafts)
    .where(
      and(eq(drafts.publicId, publicId), eq(drafts.userId, userId), gt(drafts.createdAt, cutoff())),
    );
  return row;
}

const samePerson = (a: DraftPayload, b: DraftPayload) => {
  if (a.candidateId || b.candidateId) return a.candidateId === b.candidateId;
  // One mailbox is one person, as for referrals (Gmail's tags and dots).
  const email = (p: DraftPayload) => emailKey(p.email);
  const linkedin = (p: DraftPayload) => linkedinKey(p.linkedinPage);
  return (
    (email(a) !== null && email(a) === email(b)) ||
    (linkedin(a) !== null && linkedin(a) === linkedin(b))
  );
};

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * jsonb refuses a lone UTF-16 surrogate that a text column stores as U+FFFD: the draft keeps
 * what the referral itself would.
 */
const wellFormed = (payload: DraftPayload): DraftPayload =>
  Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value,
    ]),
  ) as DraftPayload;

/**
 * Keeps the caller's draft of a person for a job. Sending the same person to the same job again
 * (a retry of the spec's client) replaces the earlier draft's details and answers its id.
 */
export async function saveDraft(db: Database, userId: number, payload: DraftPayload) {
  await deleteStaleDrafts(db);
  const mine = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.userId, userId), eq(drafts.jobPublicId, payload.jobId)));
  const earlier = mine.find((draft) => samePerson(draft.payload as DraftPayload, payload));
  const values = {
    payload: wellFormed(payload),
    candidatePublicId: payload.candidateId ?? null,
    createdAt: new Date(),
  };
  if (earlier) {
    await db.update(drafts).set(values).where(eq(drafts.id, earlier.id));
    return earlier.publicId;
  }
  const [row] = await db
    .insert(drafts)
    .values({ userId, jobPublicId: payload.jobId, ...values })
    .returning({ publicId: drafts.publicId });
  if (!row) throw new Error('The referral draft was not saved');
  return row.publicId;
}

export async function removeDraft(db: Database, id: number) {
  await db.delete(drafts).where(eq(drafts.id, id));
}
