import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { notifications, outboxEmails } from '../../db/schema/index.ts';
import { inform, notify } from '../../platform/notifications.ts';
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
