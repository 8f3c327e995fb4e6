import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { notifications } from '#server/db/schema/index.ts';
import { inform, notify } from '#server/platform/notifications/notify.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { createUser } from '#server/test/factories/user.ts';
import { multipart } from '#server/test/multipart.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { destroyCandidate } from './destroy-candidate.ts';
import { REMOVED_PERSON } from './scrub-notifications.ts';

useTestApp();

const noticesOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

/**
 * Decision 13: an erased or destroyed person's name does not outlive them in other people's bells.
 * The notices stay (what happened, for the company and the referrer), naming a "Deleted person".
 */
describe('notifications that named an erased or destroyed person', () => {
  it("erasing an applicant's account takes their name out of the company's New application notice", async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const job = await createJob(t.db, { company: { memberIds: [member.user.id] } });
    const person = await t.loginAs({
      roleId: ROLE.candidate,
      firstname: 'Zeynep',
      lastname: 'Erasedottir',
      linkedinPage: 'linkedin.com/in/zeynep-erasedottir/',
    });
    const body = multipart([
      {
        name: 'payload',
        value: JSON.stringify({ jobId: job.publicId, term1Accepted: true, term2Accepted: true }),
      },
      { name: 'cv', filename: 'cv.pdf', content: pdfWithText(['Zeynep']), type: 'application/pdf' },
    ]);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body.payload,
      headers: { ...person.headers, ...body.headers },
    });
    expect(applied.json()).toMatchObject({ status: 0 });

    const before = await t.app.inject({ url: '/api/notifications', headers: member.headers });
    expect(before.body).toContain('Erasedottir');

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: person.headers,
      payload: { confirmation: person.user.email },
    });
    expect(erased.statusCode).toBe(200);

    const board = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/board`,
      headers: member.headers,
    });
    expect(board.body).not.toContain('Erasedottir');
    const after = await t.app.inject({ url: '/api/notifications', headers: member.headers });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('Erasedottir');
    expect(after.json<{ items: { title: string; details: string }[] }>().items).toEqual([
      expect.objectContaining({
        title: `New application for ${job.title}`,
        details: `Deleted person (${job.referenceCode})`,
      }),
    ]);
    const [stored] = await noticesOf(member.user.id);
    expect(JSON.stringify(stored)).not.toContain('Erasedottir');
  });

  it("destroying a candidate record (retention) takes the name out of the company's and the referrer's notices, in their language", async () => {
    const member = await createUser(t.db, { roleId: ROLE.company, language: 'tr' });
    const recruiter = await createUser(t.db, { roleId: ROLE.recruiter });
    const job = await createJob(t.db, { company: { memberIds: [member.id] } });
    const other = await createJob(t.db, { company: { memberIds: [member.id] } });
    const { candidate } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.id,
      candidate: { firstname: 'Halil', lastname: 'Retained' },
    });
    const named = (reference: string) => ({
      candidate: 'Halil Retained',
      job: 'Engineer',
      reference,
    });
    await notify(t.db, member.id, {
      kind: 'new_application',
      event: 'newReferral',
      params: named(job.referenceCode),
    });
    await notify(t.db, recruiter.id, {
      kind: 'reward',
      event: 'hireConfirmed',
      params: named(job.referenceCode),
    });
    // Another person of the same name, referred to another job: not them, kept as it is.
    await notify(t.db, member.id, {
      kind: 'new_application',
      event: 'newReferral',
      params: named(other.referenceCode),
    });

    await t.db.transaction((tx) => destroyCandidate(tx, candidate.id, 'retention'));

    const companySide = await noticesOf(member.id);
    const scrubbed = companySide.find((n) => n.params?.reference === job.referenceCode);
    expect(scrubbed).toMatchObject({
      title: 'Engineer için yeni öneri',
      details: `Silinmiş kişi (${job.referenceCode})`,
      params: { candidate: REMOVED_PERSON },
    });
    expect(companySide.find((n) => n.params?.reference === other.referenceCode)).toMatchObject({
      details: `Halil Retained (${other.referenceCode})`,
    });
    const [referrerSide] = await noticesOf(recruiter.id);
    expect(referrerSide).toMatchObject({
      title: 'Hire confirmed',
      details: `Deleted person was hired as Engineer (${job.referenceCode}).`,
    });
    expect(JSON.stringify(referrerSide)).not.toContain('Retained');
  });

  it('erasing an account deletes the notices quoting its chat messages and unnames its invitations', async () => {
    const leaver = await t.loginAs({
      roleId: ROLE.company,
      firstname: 'Mehmet',
      lastname: 'Leaving',
    });
    const reader = await createUser(t.db, { roleId: ROLE.recruiter });
    await inform(t.db, reader.id, {
      event: 'newMessage',
      params: { sender: 'Mehmet Leaving', text: 'my private number is 0555' },
      senderUserId: leaver.user.id,
    });
    await inform(t.db, reader.id, {
      event: 'memberAdded',
      params: { company: 'Acme', inviter: 'Mehmet Leaving' },
      senderUserId: leaver.user.id,
    });

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: leaver.headers,
      payload: { confirmation: leaver.user.email },
    });
    expect(erased.statusCode).toBe(200);

    const left = await noticesOf(reader.id);
    expect(left).toEqual([
      expect.objectContaining({
        event: 'memberAdded',
        details: 'Deleted person added you to Acme.',
        senderUserId: null,
      }),
    ]);
    expect(JSON.stringify(left)).not.toContain('Leaving');
  });
});
