import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { candidates, referrals } from '../../db/schema/index.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { createJob } from '#server/test/factories/job.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { move, setup, STATUS } from './pipeline-test-setup.ts';

useTestApp();

describe('pipeline: reading', () => {
  it('lists the member’s company jobs only, with the board and the table', async () => {
    const { member, job, referral } = await setup();
    const other = { job: await createJob(t.db) };
    const list = await t.app.inject({ url: '/api/pipeline/jobs', headers: member.headers });
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((item: { id: string }) => item.id);
    expect(ids).toEqual([job.publicId]);
    expect(ids).not.toContain(other.job.publicId);

    const board = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/board`,
      headers: member.headers,
    });
    expect(board.statusCode).toBe(200);
    const body = board.json();
    expect(body.statuses).toHaveLength(9);
    expect(body.columns[0].items.map((item: { id: string }) => item.id)).toEqual([
      referral.publicId,
    ]);
    expect(body.job.applicationCount).toBe(1);

    const table = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/applications?sort=candidateName&order=asc&q=ada&statusId=1`,
      headers: member.headers,
    });
    expect(table.statusCode).toBe(200);
    expect(table.json()).toMatchObject({ total: 1, page: 1 });

    const empty = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/applications?statusId=2`,
      headers: member.headers,
    });
    expect(empty.json().total).toBe(0);
  });

  it('sorts the table by candidate name, and follows a candidate renamed afterwards', async () => {
    const { member, recruiter, job, candidate: ada } = await setup();
    const refer = (firstname: string, lastname: string) =>
      createReferral(t.db, {
        jobId: job.id,
        referrerUserId: recruiter.user.id,
        candidate: { firstname, lastname },
      });
    const { candidate: zeynep } = await refer('Zeynep', 'Arslan');
    const { candidate: bora } = await refer('bora', 'Demir');
    const names = async (order: 'asc' | 'desc') => {
      const table = await t.app.inject({
        url: `/api/pipeline/jobs/${job.publicId}/applications?sort=candidateName&order=${order}`,
        headers: member.headers,
      });
      expect(table.statusCode).toBe(200);
      return table
        .json()
        .items.map((item: { candidateId: string }) => item.candidateId) as string[];
    };
    // Case does not count: "bora" comes between "Ada" and "Zeynep".
    expect(await names('asc')).toEqual([ada.publicId, bora.publicId, zeynep.publicId]);
    expect(await names('desc')).toEqual([zeynep.publicId, bora.publicId, ada.publicId]);

    await t.db.update(candidates).set({ firstname: 'Aaron' }).where(eq(candidates.id, zeynep.id));
    expect(await names('asc')).toEqual([zeynep.publicId, ada.publicId, bora.publicId]);
    // The key is the candidate's: a write of another value is replaced by it.
    await t.db
      .update(referrals)
      .set({ candidateNameKey: 'zzz' })
      .where(eq(referrals.candidateId, zeynep.id));
    expect(await names('asc')).toEqual([zeynep.publicId, ada.publicId, bora.publicId]);
  });

  it('answers 400 for a bad query and 401 without a login', async () => {
    const { member, job } = await setup();
    const bad = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/applications?sort=nope`,
      headers: member.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const anonymous = await t.app.inject({ url: '/api/pipeline/jobs' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('hides another company’s jobs and applications from a member', async () => {
    const { job, referral } = await setup();
    const stranger = await t.loginAs({ roleId: ROLE.company });
    await createJob(t.db, { company: { memberIds: [stranger.user.id] } });
    const board = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/board`,
      headers: stranger.headers,
    });
    expect(board.statusCode).toBe(404);
    const history = await t.app.inject({
      url: `/api/pipeline/application-history/${job.publicId}`,
      headers: stranger.headers,
    });
    expect(history.statusCode).toBe(404);
    const moved = await move(referral.publicId, stranger.headers, {
      statusId: STATUS.preSubmission,
      note: 'Not mine',
    });
    expect(moved.statusCode).toBe(404);
    const [row] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(row?.statusId).toBe(STATUS.screening);
  });

  it('lets staff see any job', async () => {
    const { job } = await setup();
    const admin = await t.loginAs({ roleId: ROLE.admin });
    const board = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/board`,
      headers: admin.headers,
    });
    expect(board.statusCode).toBe(200);
  });

  it('refuses recruiters and candidates the board (403)', async () => {
    const { recruiter, job } = await setup();
    const board = await t.app.inject({
      url: `/api/pipeline/jobs/${job.publicId}/board`,
      headers: recruiter.headers,
    });
    expect(board.statusCode).toBe(403);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    const byCandidate = await t.app.inject({
      url: '/api/pipeline/jobs',
      headers: candidate.headers,
    });
    expect(byCandidate.statusCode).toBe(403);
  });
});

describe('pipeline: history', () => {
  it('shows a job’s moves and a recruiter’s candidate history, scoped to the caller', async () => {
    const { member, recruiter, referral, job, candidate } = await setup();
    await move(referral.publicId, member.headers, {
      statusId: STATUS.preSubmission,
      note: 'First call done',
    });
    const byJob = await t.app.inject({
      url: `/api/pipeline/application-history/${job.publicId}?candidateId=${candidate.publicId}`,
      headers: member.headers,
    });
    expect(byJob.statusCode).toBe(200);
    expect(byJob.json().items).toMatchObject([
      { toStatusId: STATUS.preSubmission, note: 'First call done', isNote: false },
    ]);

    const own = await t.app.inject({
      url: `/api/pipeline/candidate-history/${recruiter.user.publicId}`,
      headers: recruiter.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toHaveLength(1);

    const byMember = await t.app.inject({
      url: `/api/pipeline/candidate-history/${recruiter.user.publicId}`,
      headers: member.headers,
    });
    expect(byMember.statusCode).toBe(200);
    expect(byMember.json().items).toHaveLength(1);
    const elsewhere = await setup();
    const notTheirs = await t.app.inject({
      url: `/api/pipeline/candidate-history/${recruiter.user.publicId}`,
      headers: elsewhere.member.headers,
    });
    expect(notTheirs.statusCode).toBe(404);

    const otherRecruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const foreign = await t.app.inject({
      url: `/api/pipeline/candidate-history/${recruiter.user.publicId}`,
      headers: otherRecruiter.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const bad = await t.app.inject({
      url: '/api/pipeline/candidate-history/not-an-id',
      headers: recruiter.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
