/** Versions of the legal texts and the consent ledger's writes, shared by sign-up, referrals and cms. */
import { desc, eq, sql } from 'drizzle-orm';
import { TERM_TYPE } from '#shared/constants/domain.ts';
import type { Queryable } from '../../db/client.ts';
import { consentRecords, legalTextVersions, terms } from '../../db/schema/index.ts';

export type TextVersion = { termTypeId: number; version: number; publishedAt: Date };
export type ConsentAnswer = { termTypeId: number; granted: boolean };
export type ConsentSource = 'sign_up' | 'login' | 'referral';

/**
 * The version in force of each stored text type. A type with no published change yet is at
 * version 1, published when its text was first stored (texts from before the ledger).
 */
export async function currentVersions(db: Queryable): Promise<Map<number, TextVersion>> {
  const first = await db
    .select({
      termTypeId: terms.termTypeId,
      publishedAt: sql<Date>`min(${terms.updatedAt})`.mapWith((v: string) => new Date(v)),
    })
    .from(terms)
    .groupBy(terms.termTypeId);
  const latest = await db
    .selectDistinctOn([legalTextVersions.termTypeId], {
      termTypeId: legalTextVersions.termTypeId,
      version: legalTextVersions.version,
      publishedAt: legalTextVersions.publishedAt,
    })
    .from(legalTextVersions)
    .orderBy(legalTextVersions.termTypeId, desc(legalTextVersions.version));
  const map = new Map<number, TextVersion>();
  for (const row of first) map.set(row.termTypeId, { ...row, version: 1 });
  for (const row of latest) map.set(row.termTypeId, row);
  return map;
}

/** Publishes the next version of a type (its text in `terms` has just changed). */
export async function publishNextVersion(
  tx: Queryable,
  input: { termTypeId: number; language: string; htmlBody: string; userId: number | null },
): Promise<number> {
  // One publication at a time per type: the version numbers stay gapless and unique.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('legal_text_version'), ${input.termTypeId})`,
  );
  const [row] = await tx
    .select({
      version: sql<number>`coalesce(max(${legalTextVersions.version}), 1)`.mapWith(Number),
    })
    .from(legalTextVersions)
    .where(eq(legalTextVersions.termTypeId, input.termTypeId));
  const version = (row?.version ?? 1) + 1;
  await tx.insert(legalTextVersions).values({
    termTypeId: input.termTypeId,
    version,
    language: input.language,
    htmlBody: input.htmlBody,
    publishedByUserId: input.userId,
  });
  return version;
}

/** Adds the user's answers to the ledger, each for the version in force now. */
export async function recordConsents(
  tx: Queryable,
  userId: number,
  answers: ConsentAnswer[],
  source: ConsentSource,
  referralId: number | null = null,
): Promise<void> {
  if (answers.length === 0) return;
  const versions = await currentVersions(tx);
  await tx.insert(consentRecords).values(
    answers.map((answer) => ({
      userId,
      termTypeId: answer.termTypeId,
      version: versions.get(answer.termTypeId)?.version ?? 1,
      granted: answer.granted,
      source,
      referralId,
    })),
  );
}

/**
 * What a sign-up form answered: the terms (always required), the information notice when it was
 * ticked, and the explicit consent granted or declined when the form asked for it.
 */
export function signUpAnswers(input: {
  privacyNoticeRead?: boolean;
  explicitConsent?: boolean;
}): ConsentAnswer[] {
  const answers: ConsentAnswer[] = [{ termTypeId: TERM_TYPE.terms, granted: true }];
  if (input.privacyNoticeRead) answers.push({ termTypeId: TERM_TYPE.privacy, granted: true });
  if (input.explicitConsent !== undefined)
    answers.push({ termTypeId: TERM_TYPE.explicitConsent, granted: input.explicitConsent });
  return answers;
}
