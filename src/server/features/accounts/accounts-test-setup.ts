import { and, desc, eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/index.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { t } from '#server/test/use-test-app.ts';

// What the accounts test files share; `t` is the calling test file's own app (use-test-app.ts).

let counter = 0;
export const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
export const post = (url: string, payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

/** The code of the newest mail to this address (the outbox stands in for SMTP). */
export async function lastCode(email: string, template = 'confirm_email') {
  const [mail] = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.templateCode, template)))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  if (!mail) throw new Error(`no ${template} mail for ${email}`);
  return { code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '', mail };
}

export const login = async (email: string, password: string, ip = '10.0.0.1') =>
  post(
    '/api/auth/login',
    { email, password, captchaToken: await solvedBotCheckToken(t.app, 'login') },
    ip,
  );
