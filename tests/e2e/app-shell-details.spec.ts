import { postJob, referNewCandidate } from './fixtures/hiring.ts';
import { expect, openDashboard, test } from './fixtures/signed-in.ts';
import { createUser, signIn, uniqueLetters } from './fixtures/users.ts';
import { VIEWPORTS, expectNoSeriousA11yViolations } from './support.ts';

test.describe('the logged-in shell in detail', () => {
  test('notifications panel: mark read, mark all read, view all, clear all, the empty text', async ({
    asCompany: { page, auth },
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    // Two referrals to the member's job notify the member twice.
    const { id: jobId } = await postJob(page.request, auth, {
      title: `Data Analyst ${uniqueLetters()}`,
    });
    const recruiter = await signIn(request, await createUser(request, 'recruiter'));
    await referNewCandidate(request, recruiter, jobId);
    await referNewCandidate(request, recruiter, jobId);
    await openDashboard(page);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    // panels are mutually exclusive
    await page.getByRole('button', { name: /^Messages, \d+ unread$/ }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
    await bell.click();
    await expect(page.getByRole('region', { name: 'Messages' })).toBeHidden();

    const unread = async () =>
      Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Mark read' }).first().click();
    await expect(
      page.getByRole('button', { name: `Notifications, ${before - 1} unread` }),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    await panel.getByRole('button', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await expect(panel.getByText('No messages/notifications at the moment')).toBeVisible();
  });

  test('warning badges come from what the profile lacks and stay dismissed', async ({
    asCompany: { page },
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    await openDashboard(page);
    const warnings = page.getByRole('region', { name: 'Things to complete' });
    await expect(warnings).toBeVisible();
    const dismiss = warnings.getByRole('button', { name: /^Dismiss: / }).first();
    const label = (await dismiss.getAttribute('aria-label')) ?? '';
    await dismiss.click();
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  });

  test('back button, profile menu pages, public profile and the payment result pages', async ({
    asRecruiter: { page, user },
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    await openDashboard(page);
    // My Dashboard disables Back; other pages have it
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.getByRole('button', { name: `Open profile menu for ${user.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: `Open profile menu for ${user.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'User Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await page.getByRole('link', { name: 'View public profile' }).click();
    await expect(page.getByRole('heading', { name: user.fullName })).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/payment-success');
    await expect(page.getByText('Payment Success')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Thank you for your payment')).toBeVisible();
    // Timed from before the page is asked for: its 5-s timer starts later still (at mount), so
    // a slow machine can lengthen what is measured here but never shorten it.
    const asked = Date.now();
    await page.goto('/payment-failed');
    await expect(page.getByText('Payment Failed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Sorry, your payment was not successful/)).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(5_000);
  });
});
