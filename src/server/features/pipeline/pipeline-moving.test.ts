import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  auditLog,
  companyMembers,
  files,
  menus,
  referralStatusHistory,
  referrals,
  roleMenuRights,
} from '../../db/schema/index.ts';
import { PIPELINE_MESSAGES } from '#shared/schemas/pipeline.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { objectToReferral } from '#server/test/factories/referral.ts';
import { multipart } from '#server/test/multipart.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { move, setup, STATUS } from './pipeline-test-setup.ts';

useTestApp();

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

describe('pipeline: a CV a member uploaded', () => {
  async function uploadedByMember() {
    const found = await setup();
    const body = multipart([
      { name: 'cv', filename: 'ada.pdf', content: pdfWithText(['Ada']), type: 'application/pdf' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${found.referral.publicId}/cv`,
      payload: body.payload,
      headers: { ...found.member.headers, ...body.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const fileId = uploaded.json().fileId as string;
    const read = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: `/api/files/${fileId}`, headers })).statusCode;
    return { ...found, fileId, read };
  }

  it('is the company’s: its uploader reads it while a member, not after leaving', async () => {
    const { member, company, read } = await uploadedByMember();
    expect(await read(member.headers)).toBe(200);
    await t.db
      .update(companyMembers)
      .set({ removedAt: new Date() })
      .where(
        and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, member.user.id)),
      );
    expect(await read(member.headers)).toBe(404);
    // Nor does the member's own data export carry it: it is the candidate's data.
    const exported = await t.app.inject({ url: '/api/privacy/export', headers: member.headers });
    expect(exported.statusCode).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(exported.rawPayload)));
    expect(names.filter((name) => name.startsWith('files/'))).toEqual([]);
  });

  it('is no longer readable by its uploader once the person objected', async () => {
    const { member, recruiter, referral, read } = await uploadedByMember();
    await objectToReferral(t.db, referral.id);
    expect(await read(member.headers)).toBe(404);
    // The recruiter who owns the candidate still reads it.
    expect(await read(recruiter.headers)).toBe(200);
  });
});

describe('pipeline: a CV is the company’s it reached', () => {
  /** The member belongs to a second company, which received the same candidate for its own job. */
  async function atTwoCompanies() {
    const found = await setup();
    const other = await createCompany(t.db, { memberIds: [found.member.user.id] });
    const otherJob = await createJob(t.db, { companyId: other.id });
    const [otherReferral] = await t.db
      .insert(referrals)
      .values({
        kind: 'referral',
        jobId: otherJob.id,
        candidateId: found.candidate.id,
        referrerUserId: found.recruiter.user.id,
        personEmail: found.candidate.email,
        statusId: STATUS.screening,
        term1Accepted: true,
        term2Accepted: true,
      })
      .returning();
    if (!otherReferral) throw new Error('no second referral');
    return { ...found, otherReferral };
  }

  async function uploadAt(referralId: string, headers: Record<string, string>) {
    const body = multipart([
      { name: 'cv', filename: 'ada.pdf', content: pdfWithText(['Ada']), type: 'application/pdf' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/pipeline/applications/${referralId}/cv`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return uploaded.json().fileId as string;
  }

  const read = async (fileId: string, headers: Record<string, string>) =>
    (await t.app.inject({ url: `/api/files/${fileId}`, headers })).statusCode;

  it('an upload is read through the company it was added at, not another company of its uploader', async () => {
    const { member, company, referral } = await atTwoCompanies();
    const fileId = await uploadAt(referral.publicId, member.headers);
    const [stored] = await t.db.select().from(files).where(eq(files.publicId, fileId));
    expect(stored?.companyId).toBe(company.id);
    expect(await read(fileId, member.headers)).toBe(200);
    await t.db
      .update(companyMembers)
      .set({ removedAt: new Date() })
      .where(
        and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, member.user.id)),
      );
    // Still a member of the other company, which has its own referral of the same person.
    expect(await read(fileId, member.headers)).toBe(404);
  });

  it('a move attaches only a CV this company received, never one sent elsewhere', async () => {
    const { member, recruiter, referral, otherReferral, cv } = await atTwoCompanies();
    // The recruiter's CV went to the first company only; the second never received it.
    const elsewhere = await move(otherReferral.publicId, member.headers, {
      statusId: STATUS.submission,
      note: 'Borrowed CV',
      cvFileId: cv.publicId,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(PIPELINE_MESSAGES.cv);
    // Nor one uploaded at the first company.
    const uploaded = await uploadAt(referral.publicId, member.headers);
    const borrowed = await move(otherReferral.publicId, member.headers, {
      statusId: STATUS.submission,
      note: 'Borrowed CV',
      cvFileId: uploaded,
    });
    expect(borrowed.statusCode).toBe(400);
    const [history] = await t.db
      .select()
      .from(referralStatusHistory)
      .where(eq(referralStatusHistory.referralId, otherReferral.id));
    expect(history).toBeUndefined();
    // The referral's own CV, one in its history and one uploaded at it are attached.
    const own = await move(referral.publicId, member.headers, {
      statusId: STATUS.preSubmission,
      note: 'Its own CV',
      cvFileId: cv.publicId,
    });
    expect(own.statusCode, own.body).toBe(200);
    const fresh = await uploadAt(otherReferral.publicId, member.headers);
    const attached = await move(otherReferral.publicId, member.headers, {
      statusId: STATUS.submission,
      note: 'Uploaded here',
      cvFileId: fresh,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(await read(fresh, recruiter.headers)).toBe(200);
  });

  it('the recruiter reads an upload but cannot send it on to another company', async () => {
    const { member, recruiter, referral, candidate, cv } = await atTwoCompanies();
    const fileId = await uploadAt(referral.publicId, member.headers);
    expect(await read(fileId, recruiter.headers)).toBe(200);
    const listed = await t.app.inject({
      url: `/api/referrals/candidates/${candidate.publicId}/cvs`,
      headers: recruiter.headers,
    });
    expect(listed.statusCode).toBe(200);
    const ids = (listed.json().items as { id: string }[]).map((item) => item.id);
    expect(ids).toContain(cv.publicId);
    expect(ids).not.toContain(fileId);
    // The refer dialog's candidate list counts the CVs it offers.
    const candidates = await t.app.inject({
      url: '/api/referrals/candidates',
      headers: recruiter.headers,
    });
    const counted = (candidates.json().items as { id: string; cvCount: number }[]).find(
      (item) => item.id === candidate.publicId,
    );
    expect(counted?.cvCount).toBe(1);

    const third = await createJob(t.db);
    const send = (cvFileId: string) => {
      const body = multipart([
        {
          name: 'payload',
          value: JSON.stringify({
            mode: 'existing',
            jobId: third.publicId,
            candidateId: candidate.publicId,
            cvFileId,
            mobile: '+447912345678',
            term1Accepted: true,
            term2Accepted: true,
          }),
        },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/referrals',
        payload: body.payload,
        headers: { ...recruiter.headers, ...body.headers },
      });
    };
    const refused = await send(fileId);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('cvFileId');
    const sent = await send(cv.publicId);
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('migration 0035 gives uploads made before it the company of their application', async () => {
    const { member, company, referral } = await atTwoCompanies();
    const fileId = await uploadAt(referral.publicId, member.headers);
    await t.db.update(files).set({ companyId: null }).where(eq(files.publicId, fileId));
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../../../drizzle/0035_pipeline_cv_company.sql'),
      'utf8',
    );
    await t.pool.query(migration);
    const [stored] = await t.db.select().from(files).where(eq(files.publicId, fileId));
    expect(stored?.companyId).toBe(company.id);
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
