import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import { pointsLedger, type users } from '#server/db/schema/index.ts';
import type { TestApp } from '#server/test/app.ts';
import { solvedBotCheckToken } from '#server/test/bot-check-token.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { TEST_PASSWORD } from '#server/test/factories/user.ts';
import { ledgerBalance } from '#server/platform/money/ledger.ts';

export type Headers = Record<string, string>;

/** Everyone who is not staff: each must get the same 404 from a staff-only route. */
export async function outsiders(t: TestApp): Promise<[string, Headers][]> {
  const company = await t.loginAs({ roleId: ROLE.company });
  await createCompany(t.db, { ownerIds: [company.user.id] });
  return [
    ['anonymous', {}],
    ['candidate', (await t.loginAs({ roleId: ROLE.candidate })).headers],
    ['recruiter', (await t.loginAs({ roleId: ROLE.recruiter })).headers],
    ['company member', company.headers],
  ];
}

/** Logs in as an existing user (a payee made by the factory) through the login route. */
export async function loginAsUser(t: TestApp, user: typeof users.$inferSelect): Promise<Headers> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      email: user.email,
      password: TEST_PASSWORD,
      captchaToken: await solvedBotCheckToken(t.app, 'login'),
    },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
}

export const newKey = () => crypto.randomUUID();

export const balanceOf = (t: TestApp, userId: number, currency: string) =>
  ledgerBalance(t.db, userId, currency);

/** The ledger rows of one kind for a user (payouts, returns). */
export function ledgerRows(t: TestApp, userId: number, kind: 'payout' | 'payout_return') {
  return t.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, kind)));
}
