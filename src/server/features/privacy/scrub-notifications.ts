import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { languageOf, type Language } from '#shared/i18n/languages.ts';
import type { Transaction } from '../../db/client.ts';
import {
  candidates,
  companyMembers,
  jobResponsibles,
  jobs,
  notifications,
  referrals,
  users,
} from '../../db/schema/index.ts';
import { publishEvent } from '../../platform/events/event-hub.ts';
import { renderStoredNotice } from '../../platform/notifications/stored-notice.ts';

/**
 * What a stored notice says instead of the name of a person who was erased or destroyed: the name
 * an anonymised candidate record keeps, in each language (a stored parameter may be per language).
 */
export const REMOVED_PERSON: Record<Language, string> = {
  en: 'Deleted person',
  tr: 'Silinmiş kişi',
};

/** The catalogue's parameters that hold a person's name. */
const PERSON_PARAMS = ['candidate', 'inviter', 'sender'] as const;

const noticeColumns = {
  id: notifications.id,
  userId: notifications.userId,
  event: notifications.event,
  params: notifications.params,
  language: notifications.language,
  title: notifications.title,
  details: notifications.details,
};

type NoticeRow = {
  id: number;
  userId: number;
  event: string | null;
  params: Record<string, unknown> | null;
  language: string | null;
  title: string;
  details: string | null;
};

/** A name as the notices write it: `first last`, with or without a trailing space trimmed. */
const namesOf = (firstname: string, lastname: string) =>
  [...new Set([`${firstname} ${lastname}`, `${firstname} ${lastname}`.trim()])].filter(
    (name) => name.trim() !== '',
  );

const namesAnyParam = (names: string[]): SQL =>
  or(...PERSON_PARAMS.map((key) => inArray(sql`${notifications.params}->>${key}`, names)))!;

function replaceAll(text: string, names: string[], by: string) {
  return [...names]
    .sort((a, b) => b.length - a.length)
    .reduce((out, name) => (name ? out.split(name).join(by) : out), text);
}

/**
 * The notices keep their event, link and the rest of their parameters; the name becomes
 * REMOVED_PERSON and the stored text is written again from the catalogue in its language (or, for
 * an event the catalogue no longer has, has the name replaced). The recipients' bells refresh.
 */
async function rewriteNotices(tx: Transaction, rows: NoticeRow[], names: string[]) {
  for (const row of rows) {
    const params: Record<string, unknown> = { ...row.params };
    for (const key of PERSON_PARAMS) {
      const value = params[key];
      if (typeof value === 'string' && names.includes(value)) params[key] = REMOVED_PERSON;
    }
    const language = languageOf(row.language);
    const text = renderStoredNotice(row.event, params, language) ?? {
      title: replaceAll(row.title, names, REMOVED_PERSON[language]).slice(0, 200),
      details:
        row.details === null ? null : replaceAll(row.details, names, REMOVED_PERSON[language]),
    };
    await tx
      .update(notifications)
      .set({ params, title: text.title, details: text.details })
      .where(eq(notifications.id, row.id));
  }
  for (const userId of new Set(rows.map((row) => row.userId)))
    await publishEvent(tx, { userId, type: 'notifications' });
}

/**
 * Before a candidate record is destroyed: the notices about its referrals (a new referral or
 * application to the company, a status change or a hire to the referrer, the person's own) lose
 * its name. A notice is about the record when it names it for one of its referrals' jobs, and is
 * looked for only in the bells of those who could have been told (read by their index).
 */
export async function scrubCandidateNotices(tx: Transaction, candidateId: number) {
  const [record] = await tx
    .select({
      firstname: candidates.firstname,
      lastname: candidates.lastname,
      userId: candidates.userId,
      ownerUserId: candidates.ownerUserId,
      email: candidates.email,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!record) return;
  const jobsOf = await tx
    .select({
      jobId: jobs.id,
      companyId: jobs.companyId,
      reference: jobs.referenceCode,
      referrerUserId: referrals.referrerUserId,
    })
    .from(referrals)
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .where(eq(referrals.candidateId, candidateId));
  if (jobsOf.length === 0) return;

  const jobIds = jobsOf.map((j) => j.jobId);
  const companyIds = [...new Set(jobsOf.map((j) => j.companyId))];
  const members = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(inArray(companyMembers.companyId, companyIds));
  const responsibles = await tx
    .select({ userId: jobResponsibles.userId })
    .from(jobResponsibles)
    .where(inArray(jobResponsibles.jobId, jobIds));
  const accounts = record.email
    ? await tx
        .select({ userId: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, record.email.trim().toLowerCase()))
    : [];
  const recipients = [
    ...new Set(
      [
        ...jobsOf.map((j) => j.referrerUserId),
        ...members.map((m) => m.userId),
        ...responsibles.map((r) => r.userId),
        ...accounts.map((a) => a.userId),
        record.userId,
        record.ownerUserId,
      ].filter((id): id is number => id !== null),
    ),
  ];
  const names = namesOf(record.firstname, record.lastname);
  if (names.length === 0) return;
  const rows = await tx
    .select(noticeColumns)
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, recipients),
        inArray(sql`${notifications.params}->>'candidate'`, names),
        inArray(sql`${notifications.params}->>'reference'`, [
          ...new Set(jobsOf.map((j) => j.reference)),
        ]),
      ),
    );
  await rewriteNotices(tx, rows, names);
}

/**
 * Before an account is anonymised: what it sent loses its name. The notices of its chat messages
 * go with the messages (they quote them); the others it caused (an application, an invitation)
 * keep what happened, without the name.
 */
export async function scrubAccountNotices(
  tx: Transaction,
  userId: number,
  person: { firstname: string; lastname: string },
) {
  await tx
    .delete(notifications)
    .where(and(eq(notifications.senderUserId, userId), eq(notifications.event, 'newMessage')));
  const names = namesOf(person.firstname, person.lastname);
  if (names.length === 0) return;
  const rows = await tx
    .select(noticeColumns)
    .from(notifications)
    .where(
      and(
        eq(notifications.senderUserId, userId),
        isNotNull(notifications.params),
        namesAnyParam(names),
      ),
    );
  await rewriteNotices(tx, rows, names);
}
