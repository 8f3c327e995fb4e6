/** Which texts a user must answer again, and recording those answers. */
import { desc, eq } from 'drizzle-orm';
import { TERM_TYPE } from '#shared/constants/domain.ts';
import type { PendingText, SaveConsentsRequest } from '#shared/schemas/consents.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { currentVersions, recordConsents } from '../../platform/consents/legal-versions.ts';

const REQUIRED = [TERM_TYPE.terms, TERM_TYPE.privacy] as const;

async function latestAnswers(db: Queryable, userId: number) {
  const rows = await db
    .selectDistinctOn([consentRecords.termTypeId], {
      termTypeId: consentRecords.termTypeId,
      version: consentRecords.version,
      granted: consentRecords.granted,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(consentRecords.termTypeId, desc(consentRecords.version), desc(consentRecords.id));
  return new Map(rows.map((row) => [row.termTypeId, row]));
}

/**
 * The terms and the privacy notice are pending when a version newer than the user's last
 * acceptance is in force; an account with no answer in the ledger (made before it) counts as
 * having accepted version 1, which sign-up has always required. The explicit consent is asked
 * again only of those who gave it: a declined consent stays declined.
 */
export async function pendingTexts(db: Queryable, userId: number): Promise<PendingText[]> {
  const [versions, answers] = await Promise.all([currentVersions(db), latestAnswers(db, userId)]);
  const pending: PendingText[] = [];
  for (const [termTypeId, current] of versions) {
    const answer = answers.get(termTypeId);
    const required = (REQUIRED as readonly number[]).includes(termTypeId);
    const stale = required
      ? current.version > (answer?.granted ? answer.version : 1)
      : termTypeId === TERM_TYPE.explicitConsent &&
        Boolean(answer?.granted) &&
        current.version > (answer?.version ?? 0);
    if (!stale) continue;
    pending.push({
      termTypeId: termTypeId as PendingText['termTypeId'],
      version: current.version,
      publishedAt: current.publishedAt.toISOString(),
      required,
    });
  }
  return pending.sort((a, b) => a.termTypeId - b.termTypeId);
}

/** Every pending text answered, for the version shown; the required ones accepted. */
export async function saveAnswers(db: Database, userId: number, input: SaveConsentsRequest) {
  await db.transaction(async (tx) => {
    const pending = await pendingTexts(tx, userId);
    const answered = new Map(input.answers.map((a) => [a.termTypeId, a]));
    if (answered.size !== input.answers.length)
      throw badRequest('Each text may be answered once', {
        fields: { answers: 'validation.invalid' },
      });
    for (const answer of input.answers) {
      const text = pending.find((p) => p.termTypeId === answer.termTypeId);
      if (!text) throw conflict('This text has nothing to answer');
      if (text.version !== answer.version)
        throw conflict('The text has changed again: please read the new version');
    }
    for (const text of pending) {
      const answer = answered.get(text.termTypeId);
      if (!answer || (text.required && !answer.granted))
        throw badRequest('Please accept the texts marked as required', {
          fields: { answers: 'consents.gate.required' },
        });
    }
    await recordConsents(
      tx,
      userId,
      input.answers.map(({ termTypeId, granted }) => ({ termTypeId, granted })),
      'login',
    );
  });
}
