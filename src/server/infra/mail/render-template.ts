import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { messageTemplates } from '../../db/schema/index.ts';
import { htmlToText } from '../sanitize-html.ts';

export type RenderedMail = { subject: string; html: string; text: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Fills `{{name}}` placeholders; values are escaped in the HTML and kept plain in the subject. */
export function fillPlaceholders(template: string, vars: Record<string, string>, escape: boolean) {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = vars[name] ?? '';
    return escape ? escapeHtml(value) : value;
  });
}

/** Renders a message template in the language asked for, falling back to English. */
export async function renderTemplate(
  db: Queryable,
  code: string,
  language: string,
  vars: Record<string, string>,
): Promise<RenderedMail> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.code, code)));
  const template =
    rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'en');
  if (!template) throw new Error(`No message template ${code}`);
  const html = fillPlaceholders(template.htmlMessage, vars, true);
  return { subject: fillPlaceholders(template.subject, vars, false), html, text: htmlToText(html) };
}
