import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { funnelResponseSchema } from '#shared/schemas/funnel.ts';
import { referralNotices } from '../../db/schema/index.ts';
import { hashNoticeToken } from '../../platform/consents/referral-notice.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

/**
 * Decision 13: an objection takes the referral away from the company (off its board and lists,
 * out of its histories). Its funnel leaves it out too; the referrer and staff still count it.
 */
describe('GET /api/funnel: a referral its person objected to', () => {
  it('is left out of the company’s funnel, and its recruiter is not named there', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const recruiter = await t.loginAs({
      roleId: ROLE.recruiter,
      firstname: 'Objected',
      lastname: 'Referrer',
    });
    const job = await createJob(t.db, { company: { ownerIds: [member.user.id] } });
    const { referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
    });
    // The person objects through the mailed link (the real route).
    const token = crypto.randomBytes(32).toString('base64url');
    await t.db.insert(referralNotices).values({
      referralId: referral.id,
      tokenHash: hashNoticeToken(token),
      language: 'en',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const objected = await t.app.inject({
      method: 'POST',
      url: `/api/consents/referral-notice/${token}`,
      payload: { response: 'objected' },
    });
    expect(objected.statusCode, objected.body).toBe(200);

    const list = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/applications`,
      headers: member.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(0);

    const funnelOf = async (headers: Record<string, string>, query = '') => {
      const response = await t.app.inject({ url: `/api/funnel${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return funnelResponseSchema.parse(response.json());
    };
    const company = await funnelOf(member.headers);
    expect(company.view).toBe('company');
    expect(company.total.stages[0]?.count).toBe(0);
    expect(company.rows.map((row) => row.recruiterName)).not.toContain('Objected Referrer');

    // The referrer and staff still see it.
    expect((await funnelOf(recruiter.headers)).total.stages[0]?.count).toBe(1);
    const admin = await t.loginAs({ roleId: ROLE.admin });
    const companyPublicId = company.companies[0]?.id;
    expect(companyPublicId).toBeDefined();
    const staff = await funnelOf(admin.headers, `?companyId=${companyPublicId}`);
    expect(staff.total.stages[0]?.count).toBe(1);
  });
});
