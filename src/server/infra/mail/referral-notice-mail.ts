import { consents } from '#shared/i18n/consents.ts';
import { htmlToText } from '../sanitize-html.ts';
import { fillPlaceholders, type RenderedMail } from './render-template.ts';

export type ReferralNoticeMailVars = {
  name: string;
  referrer: string;
  job: string;
  company: string;
  link: string;
  privacyLink: string;
};

/** The referred person's notice, from the catalogue in the referral's language. */
export function referralNoticeMail(language: string, vars: ReferralNoticeMailVars): RenderedMail {
  const texts = language === 'tr' ? consents.tr.mail : consents.en.mail;
  const html = fillPlaceholders(texts.body, vars, true);
  return { subject: fillPlaceholders(texts.subject, vars, false), html, text: htmlToText(html) };
}
