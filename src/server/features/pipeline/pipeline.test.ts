import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  auditLog,
  menus,
  notifications,
  pointsLedger,
  referralStatusHistory,
  referrals,
  roleMenuRights,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipart, pdfWithText } from '../referrals/test-fixtures.ts';
import { companyWithJob, referCandidate } from './test-fixtures.ts';

const STATUS = { screening: 1, preSubmission: 2, submission: 3, interviews: 4, offer: 5, hire: 6 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setup() {
  const member = await t.loginAs({ roleId: ROLE.company });
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  const { company, job } = await companyWithJob(t.db, [member.user.id]);
  const referred = await referCandidate(t.db, job.id, recruiter.user.id);
  return { member, recruiter, company, job, ...referred };
}

const move = (id: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/pipeline/applications/${id}/move`, headers, payload });

describe('pipeline: reading', () => {
  it('lists the member’s company jobs only, with the board and the table', async () => {
    const { member, job, referral } = await setup();
    const other = await companyWithJob(t.db, []);
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
    await companyWithJob(t.db, [stranger.user.id]);
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

describe('pipeline: moving', () => {
  it('moves with a history row (who, when, note) and an audit row', async () => {
    const { member, referral } = await setup();
    const response = await move(referral.publicId, member.headers, {
      statusId: STATUS.preSubmission,
      note: 'Good first call',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().application.statusId).toBe(STATUS.preSubmission);
    const history = await t.db
      .select()
      .from(referralStatusHistory)
      .where(eq(referralStatusHistory.referralId, referral.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatusId: STATUS.screening,
      toStatusId: STATUS.preSubmission,
      note: 'Good first call',
      changedByUserId: member.user.id,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'application.move'), eq(auditLog.entityId, referral.publicId)),
      );
    expect(audits).toHaveLength(1);
  });

  it('applies the spec’s rules: related status, description, CV', async () => {
    const { member, referral, cv } = await setup();
    const noStatus = await move(referral.publicId, member.headers, { note: 'x' });
    expect(noStatus.statusCode).toBe(400);
    expect(JSON.stringify(noStatus.json())).toContain('Please Select Related Status!!!');

    const unknownStatus = await move(referral.publicId, member.headers, {
      statusId: 999,
      note: 'x',
    });
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json().message).toBe('Please Select Related Status!!!');

    const noNote = await move(referral.publicId, member.headers, {
      statusId: STATUS.preSubmission,
      note: '  ',
    });
    expect(noNote.statusCode).toBe(400);
    expect(JSON.stringify(noNote.json())).toContain('Please Provide a Description');

    const noCv = await move(referral.publicId, member.headers, {
      statusId: STATUS.submission,
      note: 'Sending to the company',
    });
    expect(noCv.statusCode).toBe(400);
    expect(noCv.json().message).toBe('Please Attach your CV');

    const foreignCv = await setup();
    const wrongCv = await move(referral.publicId, member.headers, {
      statusId: STATUS.submission,
      note: 'Sending',
      cvFileId: foreignCv.cv.publicId,
    });
    expect(wrongCv.statusCode).toBe(400);

    const withCv = await move(referral.publicId, member.headers, {
      statusId: STATUS.submission,
      note: 'Sending to the company',
      cvFileId: cv.publicId,
    });
    expect(withCv.statusCode).toBe(200);
    expect(withCv.json().application.cvFileId).toBe(cv.publicId);
  });

  it('refuses moves by a recruiter and by a candidate (403)', async () => {
    const { recruiter, referral } = await setup();
    const byRecruiter = await move(referral.publicId, recruiter.headers, {
      statusId: STATUS.preSubmission,
      note: 'Mine',
    });
    expect(byRecruiter.statusCode).toBe(403);
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    const byCandidate = await move(referral.publicId, candidate.headers, {
      statusId: STATUS.preSubmission,
      note: 'Me',
    });
    expect(byCandidate.statusCode).toBe(403);
  });

  it('adds a note without changing the status', async () => {
    const { member, referral, job } = await setup();
    const noted = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${referral.publicId}/notes`,
      headers: member.headers,
      payload: { note: 'Call back on Monday' },
    });
    expect(noted.statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${referral.publicId}/notes`,
      headers: member.headers,
      payload: { note: '' },
    });
    expect(empty.statusCode).toBe(400);
    const history = await t.app.inject({
      url: `/api/pipeline/application-history/${job.publicId}`,
      headers: member.headers,
    });
    expect(history.json().items).toMatchObject([{ isNote: true, note: 'Call back on Monday' }]);
  });
});

describe('pipeline: CV upload', () => {
  it('stores a CV for the candidate that a move can then attach; refuses other types', async () => {
    const { member, recruiter, referral } = await setup();
    const url = `/api/pipeline/applications/${referral.publicId}/cv`;
    const body = multipart([
      {
        name: 'cv',
        filename: 'ada.pdf',
        content: pdfWithText(['Ada Lovelace']),
        type: 'application/pdf',
      },
    ]);
    const byRecruiter = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...recruiter.headers, ...body.headers },
    });
    expect(byRecruiter.statusCode).toBe(403);
    const uploaded = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...member.headers, ...body.headers },
    });
    expect(uploaded.statusCode).toBe(200);
    const { fileId } = uploaded.json();
    const moved = await move(referral.publicId, member.headers, {
      statusId: STATUS.submission,
      note: 'With the new CV',
      cvFileId: fileId,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().application.cvFileId).toBe(fileId);

    const text = multipart([{ name: 'cv', filename: 'x.txt', content: Buffer.from('hello') }]);
    const wrongType = await t.app.inject({
      method: 'POST',
      url,
      payload: text.payload,
      headers: { ...member.headers, ...text.headers },
    });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('pipeline: hire', () => {
  it('needs a confirmation, then credits the referrer once, notifies and shows the hire', async () => {
    const { member, recruiter, referral, job, cv } = await setup();
    const unconfirmed = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired!',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().details).toEqual([
      { path: 'confirmHire', message: 'confirm_hire_required' },
    ]);

    const confirmed = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired!',
      confirmHire: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().credited).toEqual({
      points: 2500,
      amountMinor: 250_000,
      currency: 'USD',
    });
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, recruiter.user.id));
    expect(ledger).toMatchObject([
      {
        kind: 'reward',
        points: 2500,
        amountMinor: 250_000,
        currency: 'USD',
        referralId: referral.id,
      },
    ]);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, recruiter.user.id));
    expect(notes[0]?.title).toContain('2500');
    const [row] = await t.db.select().from(referrals).where(eq(referrals.id, referral.id));
    expect(row?.hiredAt).toBeInstanceOf(Date);

    const jobs = await t.app.inject({ url: '/api/pipeline/jobs', headers: member.headers });
    expect(jobs.json().items[0]).toMatchObject({ id: job.publicId, hireCount: 1 });
    const points = await t.app.inject({ url: '/api/points/balance', headers: recruiter.headers });
    expect(points.statusCode).toBe(200);
    expect(JSON.stringify(points.json())).toContain('2500');

    const again = await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Again',
      confirmHire: true,
    });
    expect(again.statusCode).toBe(409);
    const away = await move(referral.publicId, member.headers, {
      statusId: STATUS.offer,
      note: 'Undo',
      cvFileId: cv.publicId,
    });
    expect(away.statusCode).toBe(409);
  });

  it('credits once when the same hire is confirmed twice at the same time', async () => {
    const { member, recruiter, referral } = await setup();
    const payload = { statusId: STATUS.hire, note: 'Hired', confirmHire: true };
    const results = await Promise.all([
      move(referral.publicId, member.headers, payload),
      move(referral.publicId, member.headers, payload),
      move(referral.publicId, member.headers, payload),
    ]);
    const codes = results.map((result) => result.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const conflictBody = results.find((result) => result.statusCode === 409)?.json();
    expect(conflictBody).toMatchObject({
      code: 'conflict',
      message: 'This hire has already been confirmed',
    });
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, recruiter.user.id));
    expect(ledger).toHaveLength(1);
    const history = await t.db
      .select()
      .from(referralStatusHistory)
      .where(eq(referralStatusHistory.referralId, referral.id));
    expect(history).toHaveLength(1);
  });

  it('lets staff reverse a hire with a reversing row; members and twice are refused', async () => {
    const { member, recruiter, referral } = await setup();
    await move(referral.publicId, member.headers, {
      statusId: STATUS.interviews,
      note: 'Interviews',
    });
    await move(referral.publicId, member.headers, {
      statusId: STATUS.hire,
      note: 'Hired',
      confirmHire: true,
    });
    const url = `/api/pipeline/applications/${referral.publicId}/reverse-hire`;
    const byMember = await t.app.inject({
      method: 'POST',
      url,
      headers: member.headers,
      payload: { note: 'Oops' },
    });
    expect(byMember.statusCode).toBe(403);

    const admin = await t.loginAs({ roleId: ROLE.admin });
    const noNote = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: {} });
    expect(noNote.statusCode).toBe(400);
    const reversed = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { note: 'Candidate withdrew in week one' },
    });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().application).toMatchObject({
      statusId: STATUS.interviews,
      hiredAt: null,
      rewardReversed: true,
    });
    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, recruiter.user.id));
    const reward = ledger.find((entry) => entry.kind === 'reward');
    const reversal = ledger.find((entry) => entry.kind === 'reversal');
    expect(reward?.points).toBe(2500);
    expect(reversal).toMatchObject({
      points: -2500,
      amountMinor: -250_000,
      reversesEntryId: reward?.id,
    });
    expect(ledger.reduce((sum, entry) => sum + entry.points, 0)).toBe(0);

    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { note: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
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

describe('pipeline: menu rights', () => {
  it('answers 403 to a member whose role lost the update flag', async () => {
    const { member, referral } = await setup();
    const [menu] = await t.db.select().from(menus).where(eq(menus.name, 'applications'));
    if (!menu) throw new Error('no applications menu');
    const where = and(eq(roleMenuRights.roleId, ROLE.company), eq(roleMenuRights.menuId, menu.id));
    await t.db.update(roleMenuRights).set({ canUpdate: false }).where(where);
    try {
      const response = await move(referral.publicId, member.headers, {
        statusId: STATUS.preSubmission,
        note: 'No right',
      });
      expect(response.statusCode).toBe(403);
      const board = await t.app.inject({
        url: '/api/pipeline/jobs',
        headers: member.headers,
      });
      expect(board.statusCode).toBe(200);
    } finally {
      await t.db.update(roleMenuRights).set({ canUpdate: true }).where(where);
    }
  });
});
