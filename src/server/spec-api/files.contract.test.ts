import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { files, referrals } from '#server/db/schema/index.ts';
import { createCandidate } from '#server/test/factories/candidate.ts';
import { multipart } from '#server/test/multipart.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import {
  boardItems,
  candidateWithCv,
  companyJobAndRecruiter,
  createFile,
  JPEG,
  PDF,
  refer,
  type Login,
} from './spec-referrals-support.ts';

useTestApp();

const HEX_ID = /^[0-9a-f]{32}$/;

function form(
  url: string,
  headers: Record<string, string> | undefined,
  fields: Record<string, string>,
) {
  const body = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const copyFile = (caller: Login | undefined, referenceId: string, sourceFileId: string) =>
  form('/api/Files/CopyFile', caller?.headers, {
    FileTypeId: '5',
    ReferenceId: referenceId,
    SourceFileId: sourceFileId,
    CreateUser: '-1',
    IsDefault: '1',
    Description: 'Candidate CV for Job #T-1',
  });

const filesOf = (
  caller: Login | undefined,
  payload: Record<string, string | number>,
  url = '/api/Files/GetFilesByReferenceId',
) => t.app.inject({ method: 'POST', url, headers: caller?.headers, payload });

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('POST /api/Files/CreateFile', () => {
  it('adds a CV to one of the caller’s candidate records, in any spelling of the path', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const candidate = await createCandidate(t.db, { ownerUserId: recruiter.user.id });
    for (const url of ['/api/Files/CreateFile', '/api/files/createfile']) {
      const answer = await createFile(recruiter.headers, candidate.publicId, { url });
      expect(answer.statusCode, url).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({
        status: 0,
        message: 'The CV was saved.',
        name: 'jane-cv.pdf',
        reference_id: candidate.publicId,
        candidate_id: candidate.publicId,
        referral_id: null,
      });
      const listed = await filesOf(recruiter, {
        FileTypeId: 5,
        ReferenceId: candidate.publicId,
        IsDefault: 1,
      });
      expect(listed.json()).toEqual([
        expect.objectContaining({ id: body.id, is_default: true, file_type_id: 5 }),
      ]);
    }
  });

  it('checks the file by content: a JPG renamed .pdf is refused and the draft waits', async () => {
    const { member, job, recruiter } = await companyJobAndRecruiter();
    const draft = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    const photo = await createFile(recruiter.headers, draft, { content: JPEG, filename: 'cv.pdf' });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().message).toBe('Please upload your CV in PDF or DOC format.');
    const turkish = await createFile({ ...recruiter.headers, 'accept-language': 'tr' }, draft, {
      content: JPEG,
    });
    expect(turkish.json().message).toBe('Lütfen özgeçmişinizi PDF veya DOC biçiminde yükleyin.');
    expect(await boardItems(member, job.publicId)).toEqual([]);
    const good = await createFile(recruiter.headers, draft);
    expect(good.json()).toMatchObject({ status: 0 });
    expect(await boardItems(member, job.publicId)).toHaveLength(1);
  });

  it('answers -1 when the person was referred by someone else before the CV came', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const draft = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const faster = (await refer(other, job.publicId)).rows[0]!.candidate_id as string;
    expect((await createFile(other.headers, faster)).json().status).toBe(0);
    const late = await createFile(recruiter.headers, draft);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({
      status: -1,
      message: 'This candidate has already been referred to this job.',
      id: null,
      referral_id: null,
    });
  });

  it('keeps every role to its own', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const candidate = await createCandidate(t.db, { ownerUserId: recruiter.user.id });
    const draft = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    expect((await createFile(undefined, candidate.publicId)).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const caller = await t.loginAs({ roleId });
      expect((await createFile(caller.headers, candidate.publicId)).statusCode).toBe(403);
    }
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    for (const reference of [candidate.publicId, draft]) {
      const answer = await createFile(other.headers, reference);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(
        'Candidate not found. Please check the information and try again.',
      );
    }
    // CreateUser never chooses the user.
    const asOwner = await createFile(other.headers, draft, {
      fields: { CreateUser: recruiter.user.publicId },
    });
    expect(asOwner.statusCode).toBe(404);
    expect((await createFile(recruiter.headers, draft)).json()).toMatchObject({ status: 0 });
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const candidate = await createCandidate(t.db, { ownerUserId: recruiter.user.id });
    const bad = [
      await createFile(recruiter.headers, '2147483648'),
      await createFile(recruiter.headers, candidate.publicId, {
        fields: { Description: 'a\u0000b' },
      }),
      await form('/api/Files/CreateFile', recruiter.headers, {
        FileTypeId: '5',
        ReferenceId: candidate.publicId,
      }),
      await form('/api/Files/CreateFile', recruiter.headers, {
        FileTypeId: '1',
        ReferenceId: candidate.publicId,
      }),
      await form('/api/Files/CreateFile', recruiter.headers, {
        FileTypeId: 'five',
        ReferenceId: candidate.publicId,
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/Files/CreateFile',
        headers: { ...recruiter.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="File"; filename="a.pdf"\r\n\r\n%PDF',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/Files/CreateFile',
        headers: recruiter.headers,
        payload: { FileTypeId: 5, ReferenceId: candidate.publicId },
      }),
    ];
    for (const answer of bad) {
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(400);
    }
    // The reason, in the caller's language: no file, a type of file these calls do not keep.
    expect(bad[2]!.json().message).toBe('Please select or upload a CV');
    expect(bad[3]!.json().message).toBe('This value is not valid');
    // A type that is not a number: the same words, not "an unexpected error".
    expect(bad[4]!.json()).toMatchObject({
      message: 'This value is not valid',
      details: [{ path: 'body.FileTypeId', message: 'validation.invalid' }],
    });
    const huge = await createFile(recruiter.headers, candidate.publicId, {
      content: Buffer.concat([PDF, Buffer.alloc(t.config.maxUploadBytes + 10, 32)]),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('POST /api/Files/CopyFile', () => {
  it('copies the caller’s own CV into a draft: the referral gets its own copy', async () => {
    const { member, job, recruiter } = await companyJobAndRecruiter();
    const { cv } = await candidateWithCv(recruiter, { userId: recruiter.user.id });
    const draft = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    const answer = await copyFile(recruiter, draft, cv.publicId);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ status: 0, message: 'Candidate successfully referred!' });
    expect(body.id).toMatch(HEX_ID);
    expect(body.id).not.toBe(cv.publicId);
    const [copy] = await t.db.select().from(files).where(eq(files.publicId, body.id));
    expect(copy!.sha256).toBe(sha256(PDF));
    expect(await boardItems(member, job.publicId)).toMatchObject([{ cvFileId: body.id }]);
  });

  it('uses a CV the candidate record already holds as it is', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const { candidate, cv } = await candidateWithCv(recruiter);
    const answer = await copyFile(recruiter, candidate.publicId, cv.publicId);
    expect(answer.json()).toMatchObject({
      status: 0,
      id: cv.publicId,
      candidate_id: candidate.publicId,
    });
    const held = await t.db.select().from(files).where(eq(files.candidateId, candidate.id));
    expect(held).toHaveLength(1);
  });

  it('copies the caller’s own CV onto one of their records; others’ files are not found', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const { cv } = await candidateWithCv(recruiter, { userId: recruiter.user.id });
    const target = await createCandidate(t.db, { ownerUserId: recruiter.user.id });
    const copied = await copyFile(recruiter, target.publicId, cv.publicId);
    expect(copied.json()).toMatchObject({ status: 0, candidate_id: target.publicId });

    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const { cv: foreignCv } = await candidateWithCv(other);
    const theirs = await copyFile(recruiter, target.publicId, foreignCv.publicId);
    expect(theirs.statusCode).toBe(404);
    const draft = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    expect((await copyFile(other, draft, foreignCv.publicId)).statusCode).toBe(404);
    expect((await copyFile(undefined, draft, cv.publicId)).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const caller = await t.loginAs({ roleId });
      expect((await copyFile(caller, target.publicId, cv.publicId)).statusCode).toBe(403);
    }
    for (const [reference, source] of [
      ['2147483648', cv.publicId],
      [target.publicId, 'a\u0000b'],
      [target.publicId, ''],
    ]) {
      expect((await copyFile(recruiter, reference!, source!)).statusCode).toBe(400);
    }
    const [referral] = await t.db
      .select()
      .from(referrals)
      .where(and(eq(referrals.jobId, job.id), eq(referrals.referrerUserId, other.user.id)));
    expect(referral).toBeUndefined();
  });
});

describe('POST /api/Files/GetFilesByReferenceId', () => {
  it('lists the CVs of a reference the caller may see, as JSON or multipart', async () => {
    const { job, recruiter } = await companyJobAndRecruiter();
    const { candidate, cv } = await candidateWithCv(recruiter);
    const second = await createFile(recruiter.headers, candidate.publicId);
    const all = await filesOf(recruiter, {
      FileTypeId: 5,
      ReferenceId: candidate.publicId,
      IsDefault: 0,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((row: { id: string }) => row.id)).toEqual([
      second.json().id,
      cv.publicId,
    ]);
    expect(all.json()[0]).toMatchObject({
      name: 'jane-cv.pdf',
      path: `/api/files/${second.json().id}`,
      reference_id: candidate.publicId,
      is_default: true,
      mime_type: 'application/pdf',
    });
    const viaForm = await form('/api/files/getfilesbyreferenceid', recruiter.headers, {
      fileTypeId: '5',
      referenceId: candidate.publicId,
      isDefault: '1',
    });
    expect(viaForm.json().map((row: { id: string }) => row.id)).toEqual([second.json().id]);
    const camel = await filesOf(recruiter, { fileTypeId: 5, referenceId: candidate.publicId });
    expect(camel.json()).toHaveLength(2);
    const own = await candidateWithCv(recruiter, { userId: recruiter.user.id });
    const mine = await filesOf(recruiter, { FileTypeId: 5, ReferenceId: recruiter.user.publicId });
    expect(mine.json().map((row: { id: string }) => row.id)).toEqual([own.cv.publicId]);
    const draft = (await refer(recruiter, job.publicId)).rows[0]!.candidate_id as string;
    expect((await filesOf(recruiter, { FileTypeId: 5, ReferenceId: draft })).json()).toEqual([]);
  });

  it('never lists someone else’s, and refuses hostile input', async () => {
    const owner = await t.loginAs({ roleId: ROLE.recruiter });
    const { candidate } = await candidateWithCv(owner);
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const reference = { FileTypeId: 5, ReferenceId: candidate.publicId };
    expect((await filesOf(other, reference)).statusCode).toBe(404);
    expect(
      (await filesOf(other, { FileTypeId: 5, ReferenceId: owner.user.publicId })).statusCode,
    ).toBe(404);
    expect((await filesOf(undefined, reference)).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.company, ROLE.admin]) {
      const caller = await t.loginAs({ roleId });
      expect((await filesOf(caller, reference)).statusCode).toBe(403);
      const own = await filesOf(caller, { FileTypeId: 5, ReferenceId: caller.user.publicId });
      expect(own.json()).toEqual([]);
    }
    for (const payload of [
      { FileTypeId: 5, ReferenceId: '2147483648' } as Record<string, string | number>,
      { FileTypeId: 5, ReferenceId: 'a\u0000b' },
      { FileTypeId: 99999, ReferenceId: candidate.publicId },
      { FileTypeId: 8, ReferenceId: candidate.publicId },
      { FileTypeId: 5 },
    ]) {
      expect((await filesOf(owner, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
