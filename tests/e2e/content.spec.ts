import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { outboxMails } from './outbox.ts';
import { recordToasts } from './toast-record.ts';
import { DEMO, VIEWPORTS, expectNoSeriousA11yViolations } from './support.ts';

// The staff edits below change the public FAQ that the page tests read: this file's tests keep
// their order in one worker while the other worker runs other files.
test.describe.configure({ mode: 'default' });

const PAGES: { path: string; en: string; tr: string }[] = [
  { path: '/for-recruiters', en: 'Turn your network into', tr: 'Çevrenizi' },
  { path: '/for-companies', en: 'Hire through people who', tr: 'Yeteneği' },
  { path: '/for-candidates', en: 'Find your next role', tr: 'Bir sonraki işinizi' },
  { path: '/faq', en: 'Frequently Asked Questions', tr: 'Sıkça Sorulan Sorular' },
  { path: '/terms-of-service', en: 'Terms of Service', tr: 'Kullanım Koşulları' },
  { path: '/privacy-policy', en: 'Privacy Policy', tr: 'Gizlilik Politikası' },
  { path: '/about-us', en: 'We connect companies', tr: 'Şirketleri, iyi yetenekleri' },
  { path: '/how-it-works', en: 'How it works for companies', tr: 'Şirketler için nasıl çalışır' },
  { path: '/contact-us', en: 'Get in touch', tr: 'Bize ulaşın' },
];

async function pick(page: Page, inputId: string, option: string | RegExp, search?: string) {
  const dropdown = page.locator(`.p-dropdown:has(#${inputId})`);
  await expect(dropdown).not.toHaveClass(/p-disabled/);
  const panel = page.locator('.p-dropdown-panel');
  // The previous dropdown's panel may still be closing: open until this one's panel shows.
  await expect(async () => {
    if (!(await panel.isVisible())) await dropdown.click();
    await expect(panel).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  if (search) await panel.locator('.p-dropdown-filter').fill(search);
  await panel.getByRole('option', { name: option }).first().click();
  await expect(panel).toBeHidden();
}

test.describe('content pages render from seeded content', () => {
  // Each page at both widths and, across the two, in both languages: the languages take turns
  // page by page, in the opposite order at the other width. The four pairings of language and
  // width for every page took twice the time and added no check of their own.
  const WIDTHS = [
    ['desktop', ['en', 'tr']],
    ['mobile', ['tr', 'en']],
  ] as const;
  for (const [name, turns] of WIDTHS) {
    test(`every page at ${name} width, in ${turns.join(' and ')} by turns, without serious a11y violations`, async ({
      page,
    }) => {
      test.setTimeout(300_000); // nine pages, each with an axe run
      await page.addInitScript((first) => {
        if (window.localStorage.getItem('rm.language') === null)
          window.localStorage.setItem('rm.language', first);
      }, turns[0]);
      await page.setViewportSize(VIEWPORTS[name]);
      for (const [index, entry] of PAGES.entries()) {
        const language = turns[index % 2] as 'en' | 'tr';
        if (index > 0)
          await page.evaluate((lang) => window.localStorage.setItem('rm.language', lang), language);
        await page.goto(entry.path);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading).toContainText(entry[language]);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('.public-footer')).toContainText('+44 20 7946 0000');
        await expectNoSeriousA11yViolations(page);
      }
    });
  }

  test('landing pages carry the search form and the ordered checklist', async ({ page }) => {
    await page.goto('/for-candidates');
    await expect(page.getByRole('button', { name: 'Find Jobs' })).toBeVisible();
    const items = page.locator('.content-checklist__title');
    await expect(items).toHaveText([
      'Search the way you think',
      'Apply with your saved CV',
      'Know where you stand',
      'Free for candidates',
    ]);
  });

  test('about shows 3 testimonials at 1440 px, 2 below and 1 under 867 px', async ({ page }) => {
    const visible = page.locator('.p-carousel-item.p-carousel-item-active');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { name: 'What our users say' })).toBeVisible();
    await expect(visible).toHaveCount(3);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(visible).toHaveCount(2);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(visible).toHaveCount(1);
  });

  test('the footer credits GeoNames', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    );
  });
});

test.describe('FAQ and how it works', () => {
  test('the first topic is selected; choosing another loads its questions', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('button', { name: 'General', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByText('What is Referral Marketplace?')).toBeVisible();
    await page.getByRole('button', { name: 'Referrals and rewards' }).click();
    await expect(
      page.getByRole('heading', { name: 'Referrals and rewards', level: 2 }),
    ).toBeVisible();
    await page.getByText('When is a referral reward paid?').click();
    await expect(
      page.getByText('Only after the company that posted the job confirms'),
    ).toBeVisible();
    await expect(page.getByText('What is Referral Marketplace?')).toHaveCount(0);
  });

  test('each tab reloads its own hero, figures and process', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { name: 'How it works for companies' })).toBeVisible();
    const loads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/content?pagePath=%2Fhow-it-works')) loads.push(r.url());
    });
    await page.getByRole('tab', { name: 'For Recruiters' }).click();
    await expect(page.getByRole('heading', { name: 'How it works for recruiters' })).toBeVisible();
    await expect(page.getByText('average reward per hire')).toBeVisible();
    await page.getByRole('tab', { name: 'For Companies' }).click();
    await expect(page.getByRole('heading', { name: 'How it works for companies' })).toBeVisible();
    await expect.poll(() => loads.length).toBeGreaterThanOrEqual(2);
  });
});

test.describe('contact form', () => {
  // The shared phone input takes its default country from the Accept-Language region (GB here).
  test.use({ locale: 'en-GB' });

  test('shows the required messages, then sends, resets and e-mails staff', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Phone is required',
      'Country is required',
      'City is required',
      'Company is required',
      'Company Size is required',
      'Please select a subject',
      'Message is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Every invalid field's label turns red, not only the country's and the city's.
    for (const field of ['firstname', 'email', 'phone', 'companySize', 'subject', 'message'])
      await expect(page.locator(`label[for="contact-${field}"]`)).toHaveClass(/p-error/);
    await expectNoSeriousA11yViolations(page);
    await page.locator('#contact-email').fill('not-an-email');
    // The shared phone input: country with its flag and dial code, validity from the input.
    const phoneCountry = page.locator('.contact-form .phone-input__country');
    await expect(phoneCountry).toContainText('+44');
    await page.locator('#contact-phone').fill('12');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email format')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number format')).toBeVisible();
    await expect(page.locator('#contact-phone')).toHaveAttribute('aria-invalid', 'true');

    const unique = `grace-${Date.now()}@example.test`;
    await page.locator('#contact-firstname').fill('Grace');
    await page.locator('#contact-lastname').fill('Hopper');
    await page.locator('#contact-email').fill(unique);
    await page.locator('#contact-phone').fill('07911 123456');
    await expect(page.getByText('Please enter a valid phone number format')).toHaveCount(0);
    await pick(page, 'contact-country', /United Kingdom/, 'United Kingdom');
    await pick(page, 'contact-city', /^London$/, 'London');
    await page.locator('#contact-company').fill('Compilers Ltd');
    await pick(page, 'contact-companySize', '51-200');
    await pick(page, 'contact-subject', 'Partnership');
    await page.locator('#contact-message').fill('We would like to post ten jobs next month.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('#contact-firstname')).toHaveValue('');
    await expect(page.locator('#contact-phone')).toHaveValue('');
    await expect(page.locator('#contact-message')).toHaveValue('');

    // Contact mails go to the configured staff address (STAFF_EMAIL, by default the demo admin).
    const messages = await outboxMails(page.request, DEMO.admin);
    expect(
      messages.some(
        (m) =>
          m.text.includes(unique) &&
          m.text.includes('+447911123456') &&
          m.subject.includes('Grace Hopper'),
      ),
    ).toBe(true);
  });

  async function failContactSends(page: Page) {
    await page.route('**/api/contact', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            json: { code: 'internal', message: 'Internal server error' },
          })
        : route.continue(),
    );
  }

  async function fillAndSend(page: Page) {
    await page.locator('#contact-firstname').fill('Alan');
    await page.locator('#contact-lastname').fill('Turing');
    await page.locator('#contact-email').fill('alan@example.test');
    await page.locator('#contact-phone').fill('7911 123457');
    await pick(page, 'contact-country', /United Kingdom/, 'United Kingdom');
    await pick(page, 'contact-city', /^Manchester$/, 'Manchester');
    await page.locator('#contact-company').fill('Bletchley');
    await pick(page, 'contact-companySize', '1-10');
    await pick(page, 'contact-subject', 'General question');
    await page.locator('#contact-message').fill('Hello there.');
    await page.getByRole('button', { name: 'Send Message' }).click();
  }

  test('a dropdown open while the window changes size (a phone turned) throws nothing', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact-us');
    const dropdown = page.locator('.p-dropdown:has(#contact-companySize)');
    await dropdown.click();
    await expect(page.locator('.p-dropdown-panel')).toBeVisible();
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForTimeout(300);
    await page.setViewportSize({ width: 390, height: 600 });
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    // The list follows the field or closes; the page keeps working.
    await pick(page, 'contact-companySize', '51-200');
    await expect(dropdown.locator('.p-dropdown-label')).toHaveText('51-200');
  });

  test('a failed send shows the error toast and keeps what was typed', async ({ page }) => {
    test.setTimeout(60_000);
    // A slow connection: the toast's own code arrives after the toast's 3 s life, and it still shows.
    await page.route('**/assets/toast-host-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue();
    });
    await failContactSends(page);
    const toastTexts = await recordToasts(page);
    await page.goto('/contact-us');
    await fillAndSend(page);
    await expect
      .poll(toastTexts, { timeout: 30_000 })
      .toContainEqual(
        expect.stringContaining('An error occurred while sending your message. Please try again.'),
      );
    await expect(page.locator('#contact-firstname')).toHaveValue('Alan');
  });

  test("the toast's code failing to arrive loses neither the page nor the toast", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The connection drops just as the first toast's code is asked for: the browser keeps that
    // module as failed until the page reloads, and the toast is drawn without it.
    let refused = 0;
    await page.route('**/assets/toast-host-*.js', (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await failContactSends(page);
    await page.goto('/contact-us');
    await fillAndSend(page);
    const toast = page.getByRole('alert').filter({
      hasText: 'An error occurred while sending your message. Please try again.',
    });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    expect(refused).toBeGreaterThan(0);
    await expect(page.locator('#contact-firstname')).toHaveValue('Alan');
    await expect(page.locator('#contact-message')).toHaveValue('Hello there.');
    await expectNoSeriousA11yViolations(page);
    // A toast lives 3 s, which a loaded machine's accessibility check can outlast: Close is tried
    // on the toast of a second send, at once.
    await expect(toast).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast.getByRole('button', { name: 'Close' }).click();
    // Sooner than the toast's own 3 s: the button closed it.
    await expect(toast).toHaveCount(0, { timeout: 1_000 });
  });
});

test.describe('staff editing', () => {
  test('a staff edit of a FAQ answer appears on /faq', async ({ asStaff: { page } }) => {
    test.setTimeout(60_000);
    await page.goto('/chrs/cms/faq');
    await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Edit: How do I contact support?' }).click();
    const editor = page.getByRole('textbox', { name: 'Answer' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Write to support through the form; we answer within four hours.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The change is live on the public pages.')).toBeVisible();

    await page.goto('/faq');
    await page.getByText('How do I contact support?').click();
    await expect(
      page.getByText('Write to support through the form; we answer within four hours.'),
    ).toBeVisible();
  });

  test('a <script> in edited content is stripped', async ({ asStaff: { page, auth: headers } }) => {
    const saved = await page.request.put('/api/cms/content', {
      headers,
      data: {
        pagePath: '/faq',
        tagGroup: '',
        tag: 'header_subtext',
        language: 'en',
        htmlContent:
          '<p>Safe text<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true"></p>',
        listContent: [],
        filePath: null,
      },
    });
    expect(saved.ok()).toBe(true);
    expect(((await saved.json()) as { htmlContent: string }).htmlContent).not.toContain('script');

    await page.goto('/faq');
    await expect(page.getByText('Safe text')).toBeVisible();
    expect(await page.locator('main script').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
    ).toBeUndefined();
  });
});
