import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO, DEMO_PASSWORD } from './support.ts';

export type OutboxMail = { to: string; subject: string; text: string; html: string };

let staffToken: Promise<string> | undefined;

/** A solved bot-check token for one call of `action`, made the way the browser makes it. */
export async function solvedBotCheck(request: APIRequestContext, action: string): Promise<string> {
  const challenge = await request.get(`/api/bot-check/challenge?action=${action}`);
  const body = (await challenge.json()) as { challenge: never };
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString('base64');
}

/** Logs the demo staff member in through the API. */
async function logInStaff(request: APIRequestContext): Promise<string> {
  const captchaToken = await solvedBotCheck(request, 'login');
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.admin, password: DEMO_PASSWORD, captchaToken },
  });
  if (!login.ok()) throw new Error(`staff login failed: ${login.status()} ${await login.text()}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/**
 * The demo admin's bearer header, logged in once a worker. The demo admin is the suite's
 * back-office hand (reads the outbox, promotes test users to staff), never a test's subject.
 */
export async function staffHeaders(
  request: APIRequestContext,
  fresh = false,
): Promise<{ authorization: string }> {
  if (fresh) staffToken = undefined;
  // A failed login is not kept: the next caller tries again.
  staffToken ??= logInStaff(request).catch((error: unknown) => {
    staffToken = undefined;
    throw error;
  });
  return { authorization: `Bearer ${await staffToken}` };
}

/**
 * The mails kept for one recipient, newest first, read the way staff read them: through the back
 * office's outbox API, which answers nobody else.
 */
export async function outboxMails(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const headers = await staffHeaders(request, attempt > 0);
    const list = await request.get(`/api/mail-outbox?q=${encodeURIComponent(to)}&size=20`, {
      headers,
    });
    if (list.status() === 401 || list.status() === 404) continue;
    const { items } = (await list.json()) as { items: { id: number; to: string }[] };
    const mine = items.filter((item) => item.to.toLowerCase() === to.toLowerCase());
    return Promise.all(
      mine.map(async (item) => {
        const detail = await request.get(`/api/mail-outbox/${item.id}`, { headers });
        return (await detail.json()) as OutboxMail;
      }),
    );
  }
  throw new Error('the staff session could not read the outbox');
}
