import { and, desc, eq } from 'drizzle-orm';
import { ROLE, type RoleId } from '#shared/constants/roles.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { solvedBotCheckToken } from '../test/bot-check-token.ts';
import type { TestApp } from '../test/app.ts';
import { createCompany } from '../test/factories/company.ts';
import { unique } from '../test/factories/unique.ts';

// What the accounts contract tests share (accounts, users and auth-users contract tests).

export const STRONG_PASSWORD = 'Sunny-Rivers-42';

/** The newest mail of this template to this address, waiting for mails sent after an answer. */
export async function lastMail(t: TestApp, email: string, template: string, waitMs = 3000) {
  const until = Date.now() + waitMs;
  for (;;) {
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.templateCode, template)))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    if (mail) return { mail, code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '' };
    if (Date.now() > until) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function mailCount(t: TestApp, email: string) {
  const rows = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  return rows.length;
}

/** The spec's User-SignUp body for a new person (a bot-check token of action signup included). */
export async function specSignUpBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    firstname: 'Ayşe',
    lastname: 'Yılmaz',
    email: `spec-${id}@example.test`,
    password: STRONG_PASSWORD,
    linkedInPage: `https://www.linkedin.com/in/spec-${id}`,
    marketingChannelId: 2,
    googleAuthId: null,
    recaptchaToken: await solvedBotCheckToken(t.app, 'signup'),
    ...overrides,
  };
}

export type Caller = { name: string; headers: Record<string, string>; publicId: string | null };

/**
 * The spec's role matrix: anonymous, candidate, recruiter, a member of a company, staff, and
 * "another" (a second candidate, the owner of records the first must not see).
 */
export async function roleMatrix(t: TestApp) {
  const as = async (name: string, roleId: RoleId): Promise<Caller & { userId: number }> => {
    const login = await t.loginAs({ roleId });
    return { name, headers: login.headers, publicId: login.user.publicId, userId: login.user.id };
  };
  const candidate = await as('candidate', ROLE.candidate);
  const recruiter = await as('recruiter', ROLE.recruiter);
  const member = await as('company member', ROLE.company);
  await createCompany(t.db, { ownerIds: [member.userId] });
  const staff = await as('staff', ROLE.admin);
  const another = await as('another user', ROLE.candidate);
  const anonymous: Caller = { name: 'anonymous', headers: {}, publicId: null };
  return { anonymous, candidate, recruiter, member, staff, another };
}

export const loginToken = (t: TestApp) => solvedBotCheckToken(t.app, 'login');
