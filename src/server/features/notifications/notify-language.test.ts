import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { notifications, outboxEmails, users } from '../../db/schema/index.ts';
import { inform, lookupName, notify } from '../../platform/notifications.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createUser } from '#server/test/factories/user.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const titles = async (userId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (row) => row.title,
  );

describe('every notification in the recipient’s language', () => {
  it('a chat message, a membership, a payable and a cancelled reward, in Turkish', async () => {
    const turkish = await createUser(t.db, { roleId: ROLE.recruiter, language: 'tr' });
    await inform(t.db, turkish.id, {
      event: 'newMessage',
      params: {
        sender: (language) => (language === 'tr' ? 'bir kullanıcı' : 'a user'),
        text: 'Merhaba',
      },
    });
    await inform(t.db, turkish.id, {
      event: 'memberAdded',
      params: { company: 'Anadolu Yazılım', inviter: 'Ece' },
    });
    await notify(t.db, turkish.id, { kind: 'reward', event: 'rewardPayable', params: {} });
    expect(await titles(turkish.id)).toEqual(
      expect.arrayContaining([
        'bir kullanıcı size bir mesaj gönderdi',
        'Artık Anadolu Yazılım şirketinin bir üyesisiniz',
        'Bir ödül ödenebilir durumda',
      ]),
    );
    // A reward notice is also mailed, in Turkish; a chat message is not.
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, turkish.email)));
    expect(mails.map((mail) => mail.subject)).toEqual(['Bir ödül ödenebilir durumda']);
  });

  it('a chat message through the API reaches the other side in their language', async () => {
    const company = await t.loginAs({ roleId: ROLE.company, language: 'tr' });
    const recruiter = await t.loginAs({
      roleId: ROLE.recruiter,
      firstname: 'Rita',
      lastname: 'Reed',
    });
    const job = await createJob(t.db, {
      company: { ownerIds: [company.user.id] },
      responsibleIds: [company.user.id],
    });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: recruiter.headers,
      payload: { recipientId: company.user.publicId, jobId: job.publicId, text: 'Hello there' },
    });
    expect(start.statusCode).toBe(201);
    expect(await titles(company.user.id)).toContain('Rita Reed size bir mesaj gönderdi');
  });
});

describe('the bell shows a notice in the reader’s language of the day', () => {
  const bell = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: { title: string; details: string | null }[] }).items;
  };
  const switchTo = (language: 'en' | 'tr', userId: number) =>
    t.db.update(users).set({ language }).where(eq(users.id, userId));

  it('written in Turkish, read in English after the switch', async () => {
    const reader = await t.loginAs({ roleId: ROLE.recruiter, language: 'tr' });
    await notify(t.db, reader.user.id, {
      kind: 'application_status',
      event: 'statusChanged',
      params: {
        candidate: 'Ada Lovelace',
        job: 'Data Analyst',
        reference: 'AB-1',
        status: lookupName({ nameEn: 'Interview', nameTr: 'Mülakat' }),
      },
    });
    const [turkish] = await bell(reader.headers);
    expect(turkish?.details).toContain('Mülakat');

    await switchTo('en', reader.user.id);
    const [english] = await bell(reader.headers);
    expect(english?.title).not.toBe(turkish?.title);
    expect(english?.details).toContain('Interview');
    expect(english?.details).not.toContain('Mülakat');
    // The stored text, and so the mail, stays as it was written.
    expect(await titles(reader.user.id)).toEqual([turkish?.title]);
  });

  it('a notice in the reader’s language, without an event, or with parameters it cannot read, shows its stored text', async () => {
    const reader = await t.loginAs({ roleId: ROLE.recruiter, language: 'en' });
    await t.db.insert(notifications).values([
      { userId: reader.user.id, type: 'task', title: 'Written before events were kept' },
      {
        userId: reader.user.id,
        type: 'task',
        title: 'Parameters of another shape',
        event: 'statusChanged',
        params: { status: { en: 'Interview' } },
      },
      {
        userId: reader.user.id,
        type: 'task',
        title: 'Read in the language it was written in: as stored',
        event: 'rewardPayable',
        params: {},
        language: 'en',
      },
      {
        userId: reader.user.id,
        type: 'task',
        title: 'An event no longer in the catalogue',
        event: 'noSuchEvent',
        params: {},
      },
    ]);
    expect((await bell(reader.headers)).map((item) => item.title).sort()).toEqual([
      'An event no longer in the catalogue',
      'Parameters of another shape',
      'Read in the language it was written in: as stored',
      'Written before events were kept',
    ]);
  });
});
