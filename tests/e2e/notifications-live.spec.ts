import type { APIRequestContext } from '@playwright/test';
import { expect, newSignedInPage, test } from './fixtures/signed-in.ts';
import { postJob, referNewCandidate } from './fixtures/hiring.ts';
import { createUser, signIn, uniqueLetters, type Auth } from './fixtures/users.ts';
import { outboxMails } from './outbox.ts';
import { expectNoSeriousA11yViolations, VIEWPORTS } from './support.ts';

type Answer = Awaited<ReturnType<APIRequestContext['get']>>;

async function json<T>(what: string, answer: Answer): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} failed: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The company moves the job's first application to the next stage through the pipeline API. */
async function moveFirstApplication(request: APIRequestContext, member: Auth, jobId: string) {
  const board = await json<{
    statuses: { id: number; code: string; name: string }[];
    columns: { items: { id: string }[] }[];
  }>('board', await request.get(`/api/pipeline/jobs/${jobId}/board`, { headers: member }));
  const application = board.columns.flatMap((column) => column.items)[0];
  const next = board.statuses[1];
  if (!application || !next) throw new Error('nothing to move on the board');
  await json(
    'move',
    await request.post(`/api/pipeline/applications/${application.id}/move`, {
      headers: member,
      data: { statusId: next.id, note: 'First call went well' },
    }),
  );
}

/** Sets the user's language the way the profile form saves it. */
async function chooseLanguage(request: APIRequestContext, auth: Auth, language: 'en' | 'tr') {
  const profile = await json<Record<string, unknown>>(
    'profile',
    await request.get('/api/profile', { headers: auth }),
  );
  await json(
    'profile save',
    await request.put('/api/profile', {
      headers: auth,
      data: {
        firstname: profile.firstname,
        lastname: profile.lastname,
        mobile: profile.mobile ?? null,
        linkedinPage: profile.linkedinPage ?? null,
        title: profile.title ?? null,
        birthDate: profile.birthDate ?? null,
        countryId: profile.countryId ?? null,
        cityId: profile.cityId ?? null,
        language,
        publicProfileFields: [],
      },
    }),
  );
}

test.describe('notifications, live and by e-mail', () => {
  test('a referrer sees a status change the company made appear live, and gets its e-mail', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const referrer = await newSignedInPage(browser, 'recruiter', { viewport: VIEWPORTS.desktop });
    // The company works through its own API context: the page's would take over its session.
    const member = await signIn(request, await createUser(request, 'company'));
    const job = await postJob(request, member, { title: `Data Engineer ${uniqueLetters()}` });
    const person = await referNewCandidate(request, referrer.auth, job.id);
    const page = referrer.page;
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    await page.mouse.move(10, 10);

    await moveFirstApplication(request, member, job.id);

    // No reload: the event stream brings the badge and the list up to date.
    await expect(
      page.getByRole('button', { name: `Notifications, ${before + 1} unread` }),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(`^${person.fullName}: `)).first()).toBeVisible();

    await expect
      .poll(async () =>
        (await outboxMails(request, referrer.user.email)).map((mail) => mail.subject),
      )
      .toContainEqual(expect.stringMatching(new RegExp(`^${person.fullName}: `)));
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  test('a Turkish user reads Turkish notifications, e-mails and settings, and can turn e-mail off', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const referrer = await newSignedInPage(browser, 'recruiter', { viewport: VIEWPORTS.mobile });
    // The company works through its own API context: the page's would take over its session.
    await chooseLanguage(referrer.page.request, referrer.auth, 'tr');
    const member = await signIn(request, await createUser(request, 'company'));
    const job = await postJob(request, member, { title: `Veri Mühendisi ${uniqueLetters()}` });
    const person = await referNewCandidate(request, referrer.auth, job.id);
    await moveFirstApplication(request, member, job.id);

    const mails = await outboxMails(request, referrer.user.email);
    const mail = mails.find((item) => item.subject.startsWith(`${person.fullName}: `));
    expect(mail?.text).toContain('Merhaba');
    expect(mail?.text).toContain('aşamasında');

    const page = referrer.page;
    await page.goto('/notifications');
    await page.evaluate(() => localStorage.setItem('rm.language', 'tr'));
    await page.reload();
    await expect(page.getByText(/aşamasında/).first()).toBeVisible();
    const settings = page.getByRole('region', { name: 'E-posta ayarları' });
    await expect(settings).toBeVisible();
    const statusSwitch = settings.getByLabel('Önerilerimin ve başvurularımın durum değişiklikleri');
    await statusSwitch.focus();
    await page.keyboard.press('Space');
    await settings.getByRole('button', { name: 'Kaydet' }).click();
    await expect(settings.getByText('E-posta ayarlarınız kaydedildi.')).toBeVisible();
    const saved = await json<{ items: { kind: string; email: boolean }[] }>(
      'preferences',
      await request.get('/api/notifications/preferences', { headers: referrer.auth }),
    );
    expect(saved.items).toContainEqual({ kind: 'application_status', email: false });
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(settings.getByRole('button', { name: 'Kaydet' })).toBeVisible();

    // Switching to English shows the same notification in English, written in Turkish as it was.
    await page
      .getByRole('button', { name: /\(EN\)/ })
      .first()
      .click();
    await expect(page.getByText(`${person.fullName} is now at`).first()).toBeVisible();
    await expect(page.getByText(/aşamasında/)).toHaveCount(0);
    await page.context().close();
  });
});
