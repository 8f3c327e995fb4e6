/** The referred person's page behind the mailed link: see the data, confirm or object once. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ReferralNoticeResponse } from '#shared/schemas/consents.ts';
import type { Database } from '../../db/client.ts';
import {
  candidates,
  companies,
  jobs,
  referralNotices,
  referrals,
  users,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';
import { hashNoticeToken } from '../../platform/consents/referral-notice.ts';

async function findNotice(db: Database, token: string) {
  const [row] = await db
    .select({
      id: referralNotices.id,
      language: referralNotices.language,
      response: referralNotices.response,
      respondedAt: referralNotices.respondedAt,
      referralId: referrals.id,
      referralPublicId: referrals.publicId,
      referredAt: referrals.createdAt,
      additionalInfo: referrals.additionalInfo,
      cvFileId: referrals.cvFileId,
      candidateId: candidates.id,
      firstname: candidates.firstname,
      lastname: candidates.lastname,
      email: candidates.email,
      mobile: candidates.mobile,
      linkedin: candidates.linkedinPage,
      job: jobs.title,
      company: companies.name,
      referrerFirstname: users.firstname,
      referrerLastname: users.lastname,
    })
    .from(referralNotices)
    .innerJoin(referrals, eq(referrals.id, referralNotices.referralId))
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, referrals.referrerUserId))
    .where(
      and(
        eq(referralNotices.tokenHash, hashNoticeToken(token)),
        gt(referralNotices.expiresAt, new Date()),
      ),
    );
  if (!row) throw notFound('This link is not valid or has expired');
  return row;
}

export async function loadReferralNotice(
  db: Database,
  token: string,
): Promise<ReferralNoticeResponse> {
  const row = await findNotice(db, token);
  return {
    referrer: `${row.referrerFirstname} ${row.referrerLastname}`,
    job: row.job,
    company: row.company,
    referredAt: row.referredAt.toISOString(),
    language: row.language === 'tr' ? 'tr' : 'en',
    person: {
      name: `${row.firstname} ${row.lastname}`,
      email: row.email,
      phone: row.mobile,
      linkedin: row.linkedin,
      hasCv: row.cvFileId !== null,
      additionalInfo: row.additionalInfo,
    },
    response: row.response ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/**
 * One answer per link. Objecting takes the referral off the company's pipeline board (the board
 * leaves objected referrals out) and archives the recruiter's record of the person.
 */
export async function answerReferralNotice(
  db: Database,
  token: string,
  response: 'confirmed' | 'objected',
): Promise<ReferralNoticeResponse> {
  const notice = await findNotice(db, token);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(referralNotices)
      .set({ response, respondedAt: new Date() })
      .where(and(eq(referralNotices.id, notice.id), isNull(referralNotices.response)))
      .returning({ id: referralNotices.id });
    if (!updated) throw conflict('This referral has already been answered');
    if (response === 'objected')
      await tx
        .update(candidates)
        .set({ archivedAt: new Date() })
        .where(eq(candidates.id, notice.candidateId));
    await audit(tx, {
      actorUserId: null,
      action: `referral.notice.${response}`,
      entity: 'referral',
      entityId: notice.referralPublicId,
      data: {},
    });
  });
  return loadReferralNotice(db, token);
}
