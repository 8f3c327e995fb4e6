import type { APIRequestContext } from '@playwright/test';
import { expect, logInThroughApi, test } from './fixtures/signed-in.ts';
import { postJob } from './fixtures/hiring.ts';
import { pdf } from './fixtures/pdf.ts';
import { createUser, signIn, uniqueLetters, type Auth, type TestUser } from './fixtures/users.ts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support.ts';

type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

async function json<T>(what: string, answer: Answer): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * A recruiter refers the candidate (by their account's e-mail, typed in capitals) to a new job,
 * and the company moves the referral to pre-submission interviews.
 */
async function referredCandidate(request: APIRequestContext, candidate: TestUser) {
  const member = await signIn(request, await createUser(request, 'company'));
  const title = `Data Engineer ${uniqueLetters()}`;
  const job = await postJob(request, member, { title });
  const recruiter = await createUser(request, 'recruiter');
  const recruiterAuth: Auth = await signIn(request, recruiter);
  const tag = uniqueLetters(10);
  await json(
    'referral',
    await request.post('/api/referrals', {
      headers: recruiterAuth,
      multipart: {
        payload: JSON.stringify({
          mode: 'new',
          jobId: job.id,
          firstname: candidate.firstname,
          lastname: candidate.lastname,
          email: candidate.email.toUpperCase(),
          mobile: '+447912345678',
          linkedinPage: `candidate-${tag}`,
          term1Accepted: true,
          term2Accepted: true,
        }),
        cv: {
          name: 'cv.pdf',
          mimeType: 'application/pdf',
          buffer: pdf([candidate.fullName, candidate.email]),
        },
      },
    }),
  );
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
      data: { statusId: next.id, note: 'First call went well' },
    }),
  );
  return { title, recruiter };
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a candidate sees where a referral of them stands, with its history (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const candidate = await createUser(page.request, 'candidate');
    const { title, recruiter } = await referredCandidate(page.request, candidate);
    await logInThroughApi(page, candidate);

    await page.goto('/chrs/my-applications');
    await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your applications and referrals' });
    const item = list.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByRole('link', { name: title })).toBeVisible();
    await expect(item).toContainText(`Referred by ${recruiter.fullName}`);
    await expect(item).toContainText('Pre-submission interviews');
    await expect(item).not.toContainText('First call went well');

    const toggle = item.getByRole('button', { name: 'Show the history' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(item.getByRole('button', { name: 'Hide the history' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const history = item.getByRole('list', { name: `Status history of ${title}` });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history).toContainText('Started as Screening');
    await expect(history).toContainText('Screening → Pre-submission interviews');
    await expectNoSeriousA11yViolations(page);
  });
}

test('a candidate with nothing yet is told so, in Turkish too', async ({ asCandidate }) => {
  const { page } = asCandidate;
  await page.goto('/chrs/my-applications');
  await expect(page.getByText('You have no applications or referrals yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse open jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Türkçe (TR)', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Başvurularım' })).toBeVisible();
  await expect(page.getByText('Henüz bir başvurunuz ya da öneriniz yok.')).toBeVisible();
  await page.setViewportSize(VIEWPORTS.mobile);
  await expectNoSeriousA11yViolations(page);
});
