import type { APIRequestContext } from '@playwright/test';
import { expect, logInThroughApi, test } from './fixtures/signed-in.ts';
import { postJob, referNewCandidate } from './fixtures/hiring.ts';
import { createUser, signIn, uniqueLetters, type Auth } from './fixtures/users.ts';
import { expectNoSeriousA11yViolations, pickDropdownOption, VIEWPORTS } from './support.ts';

type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

async function json<T>(what: string, answer: Answer): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * A company with two jobs: the recruiter refers two people to the first, the company moves one of
 * them on to pre-submission interviews (screened); nobody is referred to the second job.
 */
async function companyWithFunnel(request: APIRequestContext) {
  const memberUser = await createUser(request, 'company');
  const member: Auth = await signIn(request, memberUser);
  const job = await postJob(request, member, { title: `Backend Engineer ${uniqueLetters()}` });
  const quietTitle = `Quiet Role ${uniqueLetters()}`;
  await postJob(request, member, { title: quietTitle });
  const recruiter = await createUser(request, 'recruiter');
  const recruiterAuth = await signIn(request, recruiter);
  await referNewCandidate(request, recruiterAuth, job.id);
  await referNewCandidate(request, recruiterAuth, job.id);
  const board = await json<{
    statuses: { id: number; code: string }[];
    columns: { items: { id: string }[] }[];
  }>('board', await request.get(`/api/pipeline/jobs/${job.id}/board`, { headers: member }));
  const next = board.statuses.find((status) => status.code === 'pre_submission_interviews');
  const application = board.columns.flatMap((column) => column.items)[0];
  if (!next || !application) throw new Error('nothing to move on the board');
  await json(
    'move',
    await request.post(`/api/pipeline/applications/${application.id}/move`, {
      headers: member,
      data: { statusId: next.id, note: 'Screened by phone' },
    }),
  );
  return { memberUser, recruiter, quietTitle };
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a recruiter and the company see the funnel (${name})`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    const { memberUser, recruiter, quietTitle } = await companyWithFunnel(page.request);

    await logInThroughApi(page, recruiter);
    await page.goto('/chrs/funnel');
    await expect(page.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
    const stages = page.getByRole('table', { name: 'Funnel stages' });
    await expect(stages.getByRole('row', { name: /^Referred 2 50%/ })).toBeVisible();
    await expect(stages.getByRole('row', { name: /^Screened 1 0%/ })).toBeVisible();
    await expect(stages.getByRole('row', { name: /^Hired 0/ })).toBeVisible();
    await pickDropdownOption(page, 'Period', 'Last 30 days');
    await expect(page).toHaveURL(/period=30d/);
    await expect(stages.getByRole('row', { name: /^Referred 2 50%/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const companyPage = await (await browser.newContext({ viewport })).newPage();
    try {
      await logInThroughApi(companyPage, memberUser);
      await companyPage.goto('/chrs/funnel');
      const perRecruiter = companyPage.getByRole('table', { name: /Funnel per recruiter/ });
      await expect(
        perRecruiter.getByRole('row', { name: new RegExp(recruiter.fullName) }),
      ).toContainText('2 (50%)');
      await expectNoSeriousA11yViolations(companyPage);
      await pickDropdownOption(companyPage, 'Job', quietTitle);
      await expect(companyPage.getByText('No referral in this period yet.')).toBeVisible();
      await expectNoSeriousA11yViolations(companyPage);
    } finally {
      await companyPage.context().close();
    }
  });
}
