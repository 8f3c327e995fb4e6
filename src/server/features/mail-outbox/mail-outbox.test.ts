import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

const OUTBOX_URLS = ['/api/mail-outbox', '/api/mail-outbox?q=x', '/api/mail-outbox/1'];
const OLD_URLS = ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=admin@demo.local'];

describe.each(['development', 'production'] as const)('the mail outbox in %s mode', (mode) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let mailId: number;

  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: mode });
    staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
    const [mail] = await t.db
      .insert(outboxEmails)
      .values([
        {
          toAddress: 'Reader@Example.test',
          subject: 'Your code',
          html: '<p>Your code is <b>654321</b></p>',
          text: 'Your code is 654321',
          templateCode: 'confirm_email',
          status: 'kept',
        },
        {
          toAddress: 'other@example.test',
          subject: 'Welcome',
          html: '<p>Hi</p>',
          text: 'Hi',
          status: 'sent',
          sentAt: new Date(),
        },
      ])
      .returning();
    mailId = mail!.id;
  });
  afterAll(() => t.close());

  it('answers 404 to anonymous callers, candidates, recruiters and company members on every route', async () => {
    const callers: [string, Record<string, string>][] = [['anonymous', {}]];
    for (const role of [ROLE.candidate, ROLE.recruiter, ROLE.company] as const) {
      callers.push([String(role), (await t.loginAs({ roleId: role })).headers]);
    }
    for (const [who, headers] of callers) {
      for (const url of [...OUTBOX_URLS, `/api/mail-outbox/${mailId}`, ...OLD_URLS]) {
        const response = await t.app.inject({ url, headers });
        expect({ who, url, status: response.statusCode }).toEqual({ who, url, status: 404 });
        expect(response.body).not.toContain('654321');
      }
    }
  });

  it('gives the same 404 to a hostile query from a stranger as to a valid one', async () => {
    for (const url of ['/api/mail-outbox?size=abc&sort=evil', '/api/mail-outbox/x%00y']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('lets staff search by recipient, filter by status and read one mail', async () => {
    const list = await t.app.inject({ url: '/api/mail-outbox?q=reader@example', headers: staff });
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      items: { id: number; to: string; subject: string }[];
      total: number;
    }>();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      to: 'Reader@Example.test',
      subject: 'Your code',
      status: 'kept',
    });

    const sent = await t.app.inject({ url: '/api/mail-outbox?status=sent', headers: staff });
    expect(sent.json<{ items: { to: string }[] }>().items.map((m) => m.to)).toEqual([
      'other@example.test',
    ]);

    const detail = await t.app.inject({ url: `/api/mail-outbox/${mailId}`, headers: staff });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      html: '<p>Your code is <b>654321</b></p>',
      text: 'Your code is 654321',
      templateCode: 'confirm_email',
      attempts: 0,
    });
  });

  it('answers staff 400 for bad input and 404 for a mail that does not exist', async () => {
    for (const url of [
      '/api/mail-outbox?status=lost',
      '/api/mail-outbox?sort=html',
      '/api/mail-outbox?page=0',
      '/api/mail-outbox/2147483648',
      '/api/mail-outbox/abc',
    ]) {
      expect({ url, status: (await t.app.inject({ url, headers: staff })).statusCode }).toEqual({
        url,
        status: 400,
      });
    }
    expect(
      (await t.app.inject({ url: '/api/mail-outbox/2147483647', headers: staff })).statusCode,
    ).toBe(404);
  });
});
