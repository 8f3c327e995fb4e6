import { eq } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import { rewards } from '#server/db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { t } from '#server/test/use-test-app.ts';

// What the blocked-amounts test files share; `t` is the calling test file's own app.

const HIRE = 6;

type Login = Awaited<ReturnType<typeof t.loginAs>>;

/** Every caller of the role matrix, and two companies with a member each. */
export async function callers() {
  const staff = await t.loginAs({ roleId: ROLE.admin });
  const member = await t.loginAs({ roleId: ROLE.company });
  const stranger = await t.loginAs({ roleId: ROLE.company });
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  const candidate = await t.loginAs({ roleId: ROLE.candidate });
  const company = await createCompany(t.db, { memberIds: [member.user.id] });
  const otherCompany = await createCompany(t.db, { memberIds: [stranger.user.id] });
  return { staff, member, stranger, recruiter, candidate, company, otherCompany };
}

/** A job of the company with a referral by the recruiter; `hire()` confirms it through the API. */
export async function referredJob(
  companyId: number,
  member: Login,
  recruiterUserId: number,
  reward: { rewardMinor: number; rewardCurrency: string } = {
    rewardMinor: 100_000,
    rewardCurrency: 'EUR',
  },
) {
  const job = await createJob(t.db, { companyId, ...reward });
  const { referral, candidate } = await createReferral(t.db, {
    jobId: job.id,
    referrerUserId: recruiterUserId,
    statusId: 5,
  });
  const hire = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${referral.publicId}/move`,
      headers: member.headers,
      payload: { statusId: HIRE, note: 'Hired', confirmHire: true },
    });
    if (response.statusCode !== 200) throw new Error(`hire failed: ${response.body}`);
    const [held] = await t.db.select().from(rewards).where(eq(rewards.referralId, referral.id));
    if (!held?.hireInvoiceId) throw new Error('no held reward');
    return held as typeof held & { hireInvoiceId: number };
  };
  return { job, referral, candidate, hire };
}

export const rewardById = async (id: number) => {
  const [row] = await t.db.select().from(rewards).where(eq(rewards.id, id));
  if (!row) throw new Error('reward vanished');
  return row;
};
