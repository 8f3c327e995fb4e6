import { common } from '#shared/i18n/common.ts';
import { notifications as texts } from '#shared/i18n/notifications.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { fillPlaceholders } from './render-template.ts';

export const NOTIFICATION_MAIL_TEMPLATE = 'notification';

export type NotificationMail = {
  language: Language;
  firstname: string;
  title: string;
  details: string | null;
  /** Absolute address of the page the notification points to. */
  url: string | null;
};

const escapeHtml = (value: string) => fillPlaceholders('{{v}}', { v: value }, true);

/** The one e-mail template of notifications, in the recipient's language (en, tr). */
export function renderNotificationMail(mail: NotificationMail) {
  const t = texts[mail.language].mail;
  const greeting = fillPlaceholders(t.greeting, { firstname: mail.firstname }, false);
  const open = fillPlaceholders(t.open, { app: common[mail.language].appName }, false);
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p><strong>${escapeHtml(mail.title)}</strong></p>`,
    mail.details ? `<p>${escapeHtml(mail.details)}</p>` : '',
    mail.url ? `<p><a href="${escapeHtml(mail.url)}">${escapeHtml(open)}</a></p>` : '',
    `<p style="color:#64748b;font-size:12px">${escapeHtml(t.footer)}</p>`,
  ].join('');
  const text = [greeting, '', mail.title, mail.details ?? '', mail.url ?? '', '', t.footer]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  return { subject: mail.title, html, text };
}
