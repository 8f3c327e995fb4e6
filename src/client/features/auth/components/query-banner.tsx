import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '#client/components/notice/notice.tsx';

const SEVERITIES = ['success', 'info', 'warn', 'error'] as const;
type Severity = (typeof SEVERITIES)[number];

/** Spec: hyphens become spaces and every word starts with a capital letter. */
export function bannerText(message: string): string {
  return message
    .replace(/-/g, ' ')
    .split(' ')
    .map((word) => (word ? word.charAt(0).toLocaleUpperCase() + word.slice(1) : word))
    .join(' ')
    .trim();
}

const toKey = (slug: string) => slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The login page's dismissible banner for the `message` and `severity` query. Messages the app
 * sends itself (`registration-successful`, ...) are translated; any other slug is shown as text.
 */
export function QueryBanner() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const message = params.get('message');
  if (!message || dismissed === message) return null;
  const raw = params.get('severity');
  const severity: Severity = SEVERITIES.includes(raw as Severity) ? (raw as Severity) : 'info';
  const key = `accounts.banner.${toKey(message)}`;
  const text = /^[\w-]+$/.test(message) && i18n.exists(key) ? t(key) : bannerText(message);
  return <Notice severity={severity} text={text} onClose={() => setDismissed(message)} />;
}
