import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { createMailer, type Mailer } from './mailer.ts';

type Received = { from: string; to: string[]; data: string };

/** A real SMTP relay on loopback, as a plain local relay is run: no TLS, no authentication. */
function startRelay(received: Received[]) {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise<SMTPServer>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let relay: SMTPServer;
let t: TestApp;
let mailer: Mailer;
const received: Received[] = [];

beforeAll(async () => {
  relay = await startRelay(received);
  const { port } = relay.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  mailer = createMailer(t.config, t.db, () => {});
});
afterAll(async () => {
  mailer.close();
  await t.close();
  await new Promise<void>((resolve) => relay.close(() => resolve()));
});

describe('mail through SMTP_URL', () => {
  it('delivers a templated mail to the relay and marks it sent in the outbox', async () => {
    await mailer.sendTemplate({
      code: 'confirm_email',
      language: 'en',
      to: 'smtp-reader@example.test',
      vars: { code: '918273', firstname: 'Ada' },
    });
    await expect
      .poll(() => received.some((m) => m.to.includes('smtp-reader@example.test')), {
        timeout: 10_000,
      })
      .toBe(true);
    const mail = received.find((m) => m.to.includes('smtp-reader@example.test'));
    expect(mail?.data).toContain('918273');
    expect(mail?.from).toBe('no-reply@localhost');

    const staff = await t.loginAs({ roleId: 1 });
    await expect
      .poll(async () => {
        const list = await t.app.inject({
          url: '/api/mail-outbox?q=smtp-reader@example.test',
          headers: staff.headers,
        });
        return list.json<{ items: { status: string }[] }>().items[0]?.status;
      })
      .toBe('sent');
  });

  it('delivers the mail a route writes (a password reset request) to the relay', async () => {
    const { user } = await t.loginAs();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/password-reset/request',
      payload: {
        email: user.email,
        language: 'en',
        captchaToken: await solvedBotCheckToken(t.app, 'reset'),
      },
    });
    expect(response.statusCode).toBe(200);
    await expect
      .poll(() => received.find((m) => m.to.includes(user.email))?.data, { timeout: 10_000 })
      .toMatch(/\b\d{6}\b/);
  });

  it('sends each mail once when several processes deliver at the same time', async () => {
    const quiet = createMailer(t.config, t.db, () => {});
    const others = [quiet, createMailer(t.config, t.db, () => {})];
    const addresses = Array.from({ length: 12 }, (_, index) => `once-${index}@example.test`);
    for (const to of addresses)
      await mailer.send({ to, subject: 'Once', html: '<p>Once</p>', text: 'Once' });
    await Promise.all([mailer, ...others].map((each) => each.deliverPending()));
    await Promise.all([mailer, ...others].map((each) => each.deliverPending()));
    // The relay records a mail as its data ends, which may be just after the client's answer.
    await expect
      .poll(() => addresses.every((to) => received.some((mail) => mail.to.includes(to))))
      .toBe(true);
    // A delivery that `send` started may still hold its row, sent but not yet marked, while the
    // rounds above skip it: each row is marked sent once, after one attempt.
    const statuses = async () =>
      (
        await t.db.execute<{ status: string; attempts: number }>(
          sql`select status, attempts from outbox_emails where to_address like 'once-%'`,
        )
      ).rows;
    await expect
      .poll(statuses, { timeout: 10_000 })
      .toEqual(addresses.map(() => ({ status: 'sent', attempts: 1 })));
    for (const to of addresses)
      expect(
        received.filter((mail) => mail.to.includes(to)),
        to,
      ).toHaveLength(1);
    for (const each of others) each.close();
  });
});
