import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** POST /api/messages/conversations as the caller with `headers`. */
const startConversation = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/messages/conversations', headers, payload });

async function setup() {
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  const company = await t.loginAs({ roleId: ROLE.company });
  const job = await createJob(t.db, {
    company: { ownerIds: [company.user.id] },
    responsibleIds: [company.user.id],
  });
  return { recruiter, company, job };
}

describe('messages', () => {
  it('lets a recruiter write to a job’s responsible, who reads and answers', async () => {
    const { recruiter, company, job } = await setup();
    const start = await startConversation(recruiter.headers, {
      recipientId: company.user.publicId,
      jobId: job.publicId,
      text: 'Hello there',
    });
    expect(start.statusCode).toBe(201);
    const { conversationId } = start.json();

    const inbox = await t.app.inject({
      url: '/api/messages/conversations',
      headers: company.headers,
    });
    expect(inbox.json()).toMatchObject({
      unread: 1,
      items: [{ id: conversationId, lastMessage: 'Hello there', unread: 1, jobTitle: job.title }],
    });
    expect(inbox.json().items[0].other).toMatchObject({
      id: recruiter.user.publicId,
      status: 'online',
    });
    const notes = await t.app.inject({ url: '/api/notifications', headers: company.headers });
    expect(notes.json().items[0]).toMatchObject({ type: 'mention', details: 'Hello there' });

    const thread = await t.app.inject({
      url: `/api/messages/conversations/${conversationId}`,
      headers: company.headers,
    });
    expect(thread.json().messages).toMatchObject([{ text: 'Hello there', mine: false }]);
    const afterRead = await t.app.inject({
      url: '/api/messages/conversations',
      headers: company.headers,
    });
    expect(afterRead.json().unread).toBe(0);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/messages`,
      headers: company.headers,
      payload: { text: 'Hi, thanks' },
    });
    expect(reply.statusCode).toBe(201);
    const again = await startConversation(recruiter.headers, {
      recipientId: company.user.publicId,
      jobId: job.publicId,
      text: 'Second',
    });
    expect(again.json().conversationId).toBe(conversationId);
  });

  it('answers a recruiter 404 about a job they cannot see, until they are linked to it', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const company = await t.loginAs({ roleId: ROLE.company });
    for (const statusId of [JOB_STATUS.draft, JOB_STATUS.filled, JOB_STATUS.closed]) {
      const hidden = await createJob(t.db, {
        company: { ownerIds: [company.user.id] },
        responsibleIds: [company.user.id],
        statusId,
      });
      const body = { recipientId: company.user.publicId, jobId: hidden.publicId, text: 'Hi' };
      const refused = await startConversation(recruiter.headers, body);
      expect(refused.statusCode).toBe(404);
      // The same answer as for a job that does not exist: nothing tells the job is there.
      const missing = await startConversation(recruiter.headers, {
        ...body,
        jobId: 'f'.repeat(32),
      });
      const { code, message } = missing.json<{ code: string; message: string }>();
      expect(refused.json()).toMatchObject({ code, message });
      // Naming oneself as the recipient tells nothing either.
      const toSelf = await startConversation(recruiter.headers, {
        ...body,
        recipientId: recruiter.user.publicId,
      });
      expect(toSelf.json()).toMatchObject({ code, message });
      await createReferral(t.db, { jobId: hidden.id, referrerUserId: recruiter.user.id });
      const linked = await startConversation(recruiter.headers, body);
      expect(linked.statusCode).toBe(201);
    }
  });

  it('lets a responsible write only to recruiters of the job, and lists contacts', async () => {
    const { recruiter, company, job } = await setup();
    const body = { recipientId: recruiter.user.publicId, jobId: job.publicId, text: 'Hi' };
    const refused = await startConversation(company.headers, body);
    expect(refused.statusCode).toBe(403);
    await createReferral(t.db, { jobId: job.id, referrerUserId: recruiter.user.id });
    const allowed = await startConversation(company.headers, body);
    expect(allowed.statusCode).toBe(201);
    const contacts = await t.app.inject({
      url: '/api/messages/contacts',
      headers: recruiter.headers,
    });
    expect(contacts.json().items).toEqual([
      expect.objectContaining({ id: company.user.publicId, jobId: job.publicId }),
    ]);
  });

  it('a member removed from the company no longer answers for its jobs: no contacts, no writing', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const owner = await t.loginAs({ roleId: ROLE.company });
    const leaver = await t.loginAs({ roleId: ROLE.company });
    const job = await createJob(t.db, {
      company: { ownerIds: [owner.user.id], memberIds: [leaver.user.id] },
      responsibleIds: [owner.user.id, leaver.user.id],
    });
    await createReferral(t.db, { jobId: job.id, referrerUserId: recruiter.user.id });
    const started = await startConversation(leaver.headers, {
      recipientId: recruiter.user.publicId,
      jobId: job.publicId,
      text: 'Before leaving',
    });
    expect(started.statusCode).toBe(201);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/company-profile/members/${leaver.user.publicId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);

    const theirContacts = await t.app.inject({
      url: '/api/messages/contacts',
      headers: leaver.headers,
    });
    expect(theirContacts.json().items).toEqual([]);
    const recruiterContacts = await t.app.inject({
      url: '/api/messages/contacts',
      headers: recruiter.headers,
    });
    expect(recruiterContacts.json().items).toEqual([
      expect.objectContaining({ id: owner.user.publicId, jobId: job.publicId }),
    ]);
    const anew = await startConversation(leaver.headers, {
      recipientId: recruiter.user.publicId,
      jobId: job.publicId,
      text: 'After leaving',
    });
    expect(anew.statusCode).toBe(403);
    const toThem = await startConversation(recruiter.headers, {
      recipientId: leaver.user.publicId,
      jobId: job.publicId,
      text: 'Are you there?',
    });
    expect(toThem.statusCode).toBe(403);
    // The old conversation stays readable to them, but they write in it no more.
    const { conversationId } = started.json<{ conversationId: string }>();
    const thread = await t.app.inject({
      url: `/api/messages/conversations/${conversationId}`,
      headers: leaver.headers,
    });
    expect(thread.statusCode).toBe(200);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/messages`,
      headers: leaver.headers,
      payload: { text: 'Still here' },
    });
    expect(reply.statusCode).toBe(403);
    // Nor does the recruiter write to them in it: what is meant for the company stays with it.
    const toOutsider = await t.app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/messages`,
      headers: recruiter.headers,
      payload: { text: 'Candidate details for the company' },
    });
    expect(toOutsider.statusCode).toBe(403);
    const after = await t.app.inject({
      url: `/api/messages/conversations/${conversationId}`,
      headers: leaver.headers,
    });
    expect(JSON.stringify(after.json())).not.toContain('Candidate details');
    // Job detail no longer shows them among the company's responsibles.
    const detail = await t.app.inject({ url: `/api/jobs/${job.publicId}` });
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.json())).toContain(owner.user.publicId);
    expect(JSON.stringify(detail.json())).not.toContain(leaver.user.publicId);
  });

  it('answers a company member 404 about another company’s draft, as about a job that does not exist', async () => {
    const { recruiter } = await setup();
    const member = await t.loginAs({ roleId: ROLE.company });
    await createJob(t.db, { company: { ownerIds: [member.user.id] } });
    const foreignDraft = await createJob(t.db, { statusId: JOB_STATUS.draft });
    const about = (jobId: string) =>
      startConversation(member.headers, {
        recipientId: recruiter.user.publicId,
        jobId,
        text: 'hi',
      });
    expect((await about('f'.repeat(32))).statusCode).toBe(404);
    expect((await about(foreignDraft.publicId)).statusCode).toBe(404);
    // Another company's open job is public: writing about it is refused, not hidden.
    const foreignOpen = await createJob(t.db, { statusId: JOB_STATUS.open });
    expect((await about(foreignOpen.publicId)).statusCode).toBe(403);
  });

  it('keeps conversations private to their participants', async () => {
    const { recruiter, company, job } = await setup();
    const stranger = await t.loginAs({ roleId: ROLE.recruiter });
    const start = await startConversation(recruiter.headers, {
      recipientId: company.user.publicId,
      jobId: job.publicId,
      text: 'Secret',
    });
    const { conversationId } = start.json();
    const read = await t.app.inject({
      url: `/api/messages/conversations/${conversationId}`,
      headers: stranger.headers,
    });
    expect(read.statusCode).toBe(404);
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/messages/conversations/${conversationId}/messages`,
      headers: stranger.headers,
      payload: { text: 'Intrusion' },
    });
    expect(write.statusCode).toBe(404);
    const list = await t.app.inject({
      url: '/api/messages/conversations',
      headers: stranger.headers,
    });
    expect(list.json().items).toEqual([]);
  });

  it('refuses anonymous callers, empty messages and writing to oneself', async () => {
    expect((await t.app.inject({ url: '/api/messages/conversations' })).statusCode).toBe(401);
    const { recruiter, job } = await setup();
    const empty = await startConversation(recruiter.headers, {
      recipientId: recruiter.user.publicId,
      jobId: job.publicId,
      text: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const self = await startConversation(recruiter.headers, {
      recipientId: recruiter.user.publicId,
      jobId: job.publicId,
      text: 'Me',
    });
    expect(self.statusCode).toBe(403);
  });
});
