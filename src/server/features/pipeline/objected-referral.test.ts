import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  files,
  invoices,
  referralNotices,
  referralStatusHistory,
  rewards,
} from '../../db/schema/index.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral, objectToReferral } from '#server/test/factories/referral.ts';
import { multipart } from '#server/test/multipart.ts';
import { waitForLockWaiters } from '#server/test/lock-waiters.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { move, STATUS } from './pipeline-test-setup.ts';

useTestApp();

/**
 * Decision 13: an objection by the referred person takes the referral away from the company
 * (off its board and lists, out of its histories and counts). The company may still hold the
 * application's id from before: acting on it answers 404, as for another company's application.
 */

async function objectedReferral() {
  const member = await t.loginAs({ roleId: ROLE.company });
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  const company = await createCompany(t.db, { memberIds: [member.user.id] });
  const job = await createJob(t.db, { companyId: company.id, rewardMinor: 250_000 });
  const { referral, candidate, cv } = await createReferral(t.db, {
    jobId: job.id,
    referrerUserId: recruiter.user.id,
    withCv: true,
    candidate: {
      firstname: 'Objecting',
      lastname: 'Personne',
      email: 'objecting.person@example.test',
      archivedAt: new Date(),
    },
  });
  await objectToReferral(t.db, referral.id);
  return { member, recruiter, job, referral, candidate, cv };
}

const post = (id: string, path: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pipeline/applications/${id}/${path}`,
    headers,
    payload,
  });

const historyOf = (referralId: number) =>
  t.db.select().from(referralStatusHistory).where(eq(referralStatusHistory.referralId, referralId));

describe('pipeline: a referral its person objected to is not the company’s to act on', () => {
  it('a note on it answers 404 without the person’s name or e-mail, and writes nothing', async () => {
    const { member, job, referral } = await objectedReferral();
    const board = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/board`,
      headers: member.headers,
    });
    expect(board.statusCode).toBe(200);
    expect(board.body).not.toContain(referral.publicId);

    const note = await post(referral.publicId, 'notes', member.headers, { note: 'Still here?' });
    expect(note.body).not.toContain('Personne');
    expect(note.body).not.toContain('objecting.person@example.test');
    expect(note.statusCode).toBe(404);
    expect(await historyOf(referral.id)).toEqual([]);
  });

  it('a move answers 404 and leaves the status as it was', async () => {
    const { member, referral } = await objectedReferral();
    const moved = await move(referral.publicId, member.headers, {
      statusId: STATUS.preSubmission,
      note: 'Moving on',
    });
    expect(moved.statusCode).toBe(404);
    expect(moved.body).not.toContain('Personne');
    expect(await historyOf(referral.id)).toEqual([]);
  });

  it('a hire answers 404: no reward is held, no invoice raised for a withdrawn referral', async () => {
    const { member, referral } = await objectedReferral();
    const hired = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired anyway',
      confirmHire: true,
    });
    const held = await t.db.select().from(rewards).where(eq(rewards.referralId, referral.id));
    expect(held).toEqual([]);
    expect(hired.statusCode).toBe(404);
    expect(await t.db.select().from(invoices).where(eq(invoices.referralId, referral.id))).toEqual(
      [],
    );
  });

  it('a CV upload answers 404 and stores no file for the person', async () => {
    const { member, referral, candidate, cv } = await objectedReferral();
    const body = multipart([
      {
        name: 'cv',
        filename: 'ada.pdf',
        content: pdfWithText(['Ada Lovelace']),
        type: 'application/pdf',
      },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${referral.publicId}/cv`,
      payload: body.payload,
      headers: { ...member.headers, ...body.headers },
    });
    expect(uploaded.statusCode).toBe(404);
    const stored = await t.db.select().from(files).where(eq(files.candidateId, candidate.id));
    expect(stored.map((file) => file.id)).toEqual([cv.id]);
  });

  it('a hire waiting on an objection being answered sees it and answers 404', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const company = await createCompany(t.db, { memberIds: [member.user.id] });
    const job = await createJob(t.db, { companyId: company.id, rewardMinor: 250_000 });
    const { referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
    });
    await t.db.insert(referralNotices).values({
      referralId: referral.id,
      tokenHash: crypto.randomBytes(32).toString('hex'),
      language: 'en',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    // The objection's transaction has written its answer, not yet committed.
    const objecting = await t.pool.connect();
    try {
      await objecting.query('begin');
      await objecting.query(
        `update referral_notices set response = 'objected', responded_at = now()
          where referral_id = $1`,
        [referral.id],
      );
      const hire = move(referral.publicId, member.headers, {
        statusId: STATUS.hire,
        note: 'Hired at the same moment',
        confirmHire: true,
      });
      await waitForLockWaiters(t.pool, 1, 'the hire never waited for the objection');
      await objecting.query('commit');
      expect((await hire).statusCode).toBe(404);
    } finally {
      objecting.release();
    }
    expect(await t.db.select().from(rewards).where(eq(rewards.referralId, referral.id))).toEqual(
      [],
    );
  });

  it('staff may still reverse a hire confirmed before the person objected', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const company = await createCompany(t.db, { memberIds: [member.user.id] });
    const job = await createJob(t.db, { companyId: company.id, rewardMinor: 250_000 });
    const { referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
    });
    const hired = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired',
      confirmHire: true,
    });
    expect(hired.statusCode).toBe(200);
    await objectToReferral(t.db, referral.id);

    const admin = await t.loginAs({ roleId: ROLE.admin });
    const reversed = await post(referral.publicId, 'reverse-hire', admin.headers, {
      note: 'Withdrawn after the objection',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const [reward] = await t.db.select().from(rewards).where(eq(rewards.referralId, referral.id));
    expect(reward).toMatchObject({ status: 'cancelled', cancelReason: 'reversed' });
  });
});

describe('pipeline: the company’s counts leave out a referral its person objected to', () => {
  it('the board’s job summary and the job picker count neither the application nor its hire', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const company = await createCompany(t.db, { ownerIds: [member.user.id] });
    const job = await createJob(t.db, { companyId: company.id });
    const { referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
    });
    const hired = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired',
      confirmHire: true,
    });
    expect(hired.statusCode).toBe(200);
    await objectToReferral(t.db, referral.id);

    const board = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/board`,
      headers: member.headers,
    });
    expect(board.statusCode).toBe(200);
    const items = board.json().columns.flatMap((c: { items: unknown[] }) => c.items);
    expect(items).toEqual([]);

    const picker = await t.app.inject({ url: '/api/pipeline/jobs', headers: member.headers });
    const listed = picker.json().items.find((j: { id: string }) => j.id === job.publicId);
    expect({
      board: board.json().job.applicationCount,
      boardHires: board.json().job.hireCount,
      picker: listed?.applicationCount,
      pickerHires: listed?.hireCount,
    }).toEqual({ board: 0, boardHires: 0, picker: 0, pickerHires: 0 });
  });
});
