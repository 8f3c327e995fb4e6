/**
 * What a referral owes the referred person (KVKK art. 10, GDPR art. 14): the referrer's two
 * acceptances go to the ledger, and the person is mailed at once a secret link to see the data,
 * confirm or object. Runs inside the referral's transaction: all of it or nothing.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TERM_TYPE } from '#shared/constants/domain.ts';
import { pathFor } from '#shared/routes.ts';
import type { Queryable } from '../../db/client.ts';
import {
  candidates,
  companies,
  jobs,
  referralNotices,
  referrals,
  users,
} from '../../db/schema/index.ts';
import { mailPublicUrl, queueMail } from '../../infra/mail/outbox-queue.ts';
import { referralNoticeMail } from '../../infra/mail/referral-notice-mail.ts';
import { recordConsents } from './legal-versions.ts';

export const REFERRAL_NOTICE_DAYS = 90;
export const REFERRAL_NOTICE_TEMPLATE = 'referral_notice';

export const hashNoticeToken = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');

/** Records the referrer's acceptances and informs the referred person. Applications: nothing. */
export async function informReferredPerson(tx: Queryable, referralId: number): Promise<void> {
  const [row] = await tx
    .select({
      kind: referrals.kind,
      referrerUserId: referrals.referrerUserId,
      term1: referrals.term1Accepted,
      term2: referrals.term2Accepted,
      email: candidates.email,
      firstname: candidates.firstname,
      lastname: candidates.lastname,
      job: jobs.title,
      company: companies.name,
      referrerFirstname: users.firstname,
      referrerLastname: users.lastname,
      language: users.language,
    })
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, referrals.referrerUserId))
    .where(eq(referrals.id, referralId));
  if (!row || row.kind !== 'referral') return;
  await recordConsents(
    tx,
    row.referrerUserId,
    [
      { termTypeId: TERM_TYPE.terms, granted: row.term1 },
      { termTypeId: TERM_TYPE.privacy, granted: row.term2 },
    ],
    'referral',
    referralId,
  );
  const token = crypto.randomBytes(32).toString('base64url');
  const language = row.language === 'tr' ? 'tr' : 'en';
  await tx.insert(referralNotices).values({
    referralId,
    tokenHash: hashNoticeToken(token),
    language,
    expiresAt: new Date(Date.now() + REFERRAL_NOTICE_DAYS * 86_400_000),
    mailedTo: row.email,
  });
  if (!row.email) return;
  const mail = referralNoticeMail(language, {
    name: `${row.firstname} ${row.lastname}`,
    referrer: `${row.referrerFirstname} ${row.referrerLastname}`,
    job: row.job,
    company: row.company,
    link: `${mailPublicUrl()}${pathFor('referralNotice', { token })}`,
    privacyLink: `${mailPublicUrl()}${pathFor('privacyPolicy')}`,
  });
  await queueMail(tx, { to: row.email, templateCode: REFERRAL_NOTICE_TEMPLATE, ...mail });
}
