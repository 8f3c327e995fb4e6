import { recruiterWithCandidates } from './fixtures/hiring.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support.ts';

// GB first: the phone input's default country comes from the Accept-Language region.
test.use({ locale: 'en-GB' });

for (const [name, viewport] of [
  ['1440 px', VIEWPORTS.desktop],
  ['390 px', VIEWPORTS.mobile],
] as const)
  test(`a recruiter sees "not referable" for a person another recruiter represents, before any CV (${name})`, async ({
    asRecruiter: { page },
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // Another recruiter referred Ada to one job of the company; we open the company's other job.
    const { candidates, freeJob } = await recruiterWithCandidates(request, [
      { firstname: 'Ada', lastname: 'Lovelace' },
    ]);
    const ada = candidates[0];
    if (!ada) throw new Error('no candidate was referred');
    expect(ada.answer.status).toBe(0);

    await page.goto(freeJob.path);
    await page
      .getByRole('button', { name: /^Refer – / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'New candidate' });
    await expect(dialog).toBeVisible();

    // A fresh person first: referable.
    await dialog.getByLabel('Email').fill(`someone.new.${Date.now()}@example.test`);
    await expect(dialog.getByText('This person can be referred to this job.')).toBeVisible();

    // Ada, typed differently: not referable, and nothing about who represents her.
    await dialog.getByLabel('Email').fill(ada.email.toUpperCase());
    const refusal = dialog.getByText(
      'Not referable: another recruiter represents this person for this company.',
    );
    await expect(refusal).toBeVisible();
    // Nothing was chosen or uploaded to learn it.
    const chosen = await dialog
      .locator('input[type=file]')
      .evaluate((input) => (input as HTMLInputElement).files?.length ?? 0);
    expect(chosen).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

for (const [name, viewport] of [
  ['1440 px', VIEWPORTS.desktop],
  ['390 px', VIEWPORTS.mobile],
] as const)
  test(`staff set the referral ownership period under the candidate statuses (${name})`, async ({
    asStaff: { page },
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/chrs/candidate-status');
    const section = page.getByRole('region', { name: 'Referral ownership' });
    await expect(section).toBeVisible();
    const months = section.getByLabel('Ownership period (months)');
    await expect(months).not.toHaveValue('');
    const saved = await months.inputValue();

    await months.fill('0');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Enter a whole number of months from 1 to 60')).toBeVisible();
    // The whole page: the status table above the form too, with its Active tags.
    await expectNoSeriousA11yViolations(page);

    // Saved again with its own value: other tests on this server keep the period they expect.
    await months.fill(saved);
    await months.press('Enter');
    await expect(page.getByText('The referral settings were saved.')).toBeVisible();
    await expect(section.getByText('Enter a whole number of months from 1 to 60')).toBeHidden();
  });
