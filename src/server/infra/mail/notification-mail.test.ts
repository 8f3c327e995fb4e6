import { describe, expect, it } from 'vitest';
import { common } from '#shared/i18n/common.ts';
import { renderNotificationMail } from './notification-mail.ts';

const mail = {
  firstname: 'Ayşe',
  title: 'Your referral <Data Engineer> moved on',
  details: 'Now "Interview"',
  url: 'https://example.test/chrs/referrals?id=1&tab=2',
};

describe('the notification e-mail', () => {
  it.each(['en', 'tr'] as const)('links to the page under the product’s name (%s)', (language) => {
    const { html } = renderNotificationMail({ ...mail, language });
    const app = common[language].appName;
    const label = language === 'en' ? `Open in ${app}` : `${app} sitesinde aç`;
    expect(html).toContain(
      `<a href="https://example.test/chrs/referrals?id=1&amp;tab=2">${label}</a>`,
    );
    expect(html).not.toMatch(/chrs[’']te|in Chrs/i);
  });

  it('greets the recipient and escapes the texts it is given', () => {
    const { subject, html, text } = renderNotificationMail({ ...mail, language: 'en' });
    expect(subject).toBe(mail.title);
    expect(html).toContain('<p>Hello Ayşe,</p>');
    expect(html).toContain('Your referral &lt;Data Engineer&gt; moved on');
    expect(html).toContain('Now &quot;Interview&quot;');
    expect(text).toContain(mail.url);
  });

  it('has no link without a page', () => {
    const { html } = renderNotificationMail({ ...mail, url: null, language: 'tr' });
    expect(html).not.toContain('<a ');
    expect(html).toContain('Merhaba Ayşe,');
  });
});
