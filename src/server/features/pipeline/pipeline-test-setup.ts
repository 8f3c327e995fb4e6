import { ROLE } from '#shared/constants/roles.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { t } from '#server/test/use-test-app.ts';

// What the pipeline test files share; `t` is the calling test file's own app (use-test-app.ts).

export const STATUS = {
  screening: 1,
  preSubmission: 2,
  submission: 3,
  interviews: 4,
  offer: 5,
  hire: 6,
};

/** A company member, a recruiter and a referral with a CV on the company's job. */
export async function setup() {
  const member = await t.loginAs({ roleId: ROLE.company });
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  const company = await createCompany(t.db, { memberIds: [member.user.id] });
  // 250,000 minor units: the reward the points assertions of the hire tests come from.
  const job = await createJob(t.db, { companyId: company.id, rewardMinor: 250_000 });
  const referred = await createReferral(t.db, {
    jobId: job.id,
    referrerUserId: recruiter.user.id,
    withCv: true,
  });
  return { member, recruiter, company, job, ...referred };
}

export const move = (
  id: string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) =>
  t.app.inject({ method: 'POST', url: `/api/pipeline/applications/${id}/move`, headers, payload });
