import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { auditLog, jobRecruiters, jobResponsibles, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const add = (jobId: string, kind: string, userId: unknown, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/job-admin/jobs/${jobId}/${kind}`,
    headers,
    payload: { userId },
  });
const remove = (jobId: string, kind: string, userId: string, headers: Headers) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/job-admin/jobs/${jobId}/${kind}/${userId}`,
    headers,
  });

async function world() {
  const member = await t.loginAs({ roleId: ROLE.company });
  const colleague = await t.loginAs({ roleId: ROLE.company });
  const outsider = await t.loginAs({ roleId: ROLE.company });
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  const company = await createCompany(t.db, { memberIds: [member.user.id, colleague.user.id] });
  await createCompany(t.db, { memberIds: [outsider.user.id] });
  const job = await createJob(t.db, { companyId: company.id });
  return { member, colleague, outsider, recruiter, job };
}

describe('job responsibles and assigned recruiters, one at a time', () => {
  it('adds and removes a company responsible, once, with audit rows', async () => {
    const w = await world();
    const first = await add(
      w.job.publicId,
      'responsibles',
      w.colleague.user.publicId,
      w.member.headers,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((p: { id: string }) => p.id)).toEqual([
      w.colleague.user.publicId,
    ]);
    const again = await add(
      w.job.publicId,
      'responsibles',
      w.colleague.user.publicId,
      w.member.headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().items).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(jobResponsibles)
      .where(eq(jobResponsibles.jobId, w.job.id));
    expect(rows.map((row) => row.userId)).toEqual([w.colleague.user.id]);
    const removed = await remove(
      w.job.publicId,
      'responsibles',
      w.colleague.user.publicId,
      w.member.headers,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, w.job.publicId)));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'job.responsibles.add',
      'job.responsibles.remove',
    ]);
  });

  it('assigns and removes a recruiter; staff may too', async () => {
    const w = await world();
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const added = await add(w.job.publicId, 'recruiters', w.recruiter.user.publicId, staff.headers);
    expect(added.statusCode).toBe(200);
    const [row] = await t.db.select().from(jobRecruiters).where(eq(jobRecruiters.jobId, w.job.id));
    expect(row?.userId).toBe(w.recruiter.user.id);
    const removed = await remove(
      w.job.publicId,
      'recruiters',
      w.recruiter.user.publicId,
      w.member.headers,
    );
    expect(removed.json().items).toEqual([]);
  });

  it('answers a recruiter’s address to staff, and to the company only when made public; its own people’s always', async () => {
    const w = await world();
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const open = await t.loginAs({ roleId: ROLE.recruiter });
    await t.db
      .update(users)
      .set({ publicProfileFields: ['email'] })
      .where(eq(users.id, open.user.id));
    const emailsOf = (answer: { json(): { items: { id: string; email: string | null }[] } }) =>
      Object.fromEntries(answer.json().items.map((person) => [person.id, person.email]));

    await add(w.job.publicId, 'recruiters', open.user.publicId, w.member.headers);
    const added = await add(
      w.job.publicId,
      'recruiters',
      w.recruiter.user.publicId,
      w.member.headers,
    );
    expect(emailsOf(added)).toEqual({
      [w.recruiter.user.publicId]: null,
      [open.user.publicId]: open.user.email,
    });
    const removed = await remove(
      w.job.publicId,
      'recruiters',
      open.user.publicId,
      w.member.headers,
    );
    expect(emailsOf(removed)).toEqual({ [w.recruiter.user.publicId]: null });
    const asStaff = await add(w.job.publicId, 'recruiters', open.user.publicId, staff.headers);
    expect(emailsOf(asStaff)).toEqual({
      [w.recruiter.user.publicId]: w.recruiter.user.email,
      [open.user.publicId]: open.user.email,
    });
    const colleague = await add(
      w.job.publicId,
      'responsibles',
      w.colleague.user.publicId,
      w.member.headers,
    );
    expect(emailsOf(colleague)).toEqual({ [w.colleague.user.publicId]: w.colleague.user.email });
  });

  it('refuses a responsible outside the company and a recruiter who is not one (400)', async () => {
    const w = await world();
    const outsider = await add(
      w.job.publicId,
      'responsibles',
      w.outsider.user.publicId,
      w.member.headers,
    );
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().details).toEqual([
      { path: 'userId', message: 'jobAdmin.messages.notAMember' },
    ]);
    const notRecruiter = await add(
      w.job.publicId,
      'recruiters',
      w.colleague.user.publicId,
      w.member.headers,
    );
    expect(notRecruiter.statusCode).toBe(400);
    expect(notRecruiter.json().details).toEqual([
      { path: 'userId', message: 'jobAdmin.messages.notARecruiter' },
    ]);
  });

  it('role matrix: 401 anonymous, 403 candidate and recruiter, 404 another company', async () => {
    const w = await world();
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    for (const kind of ['responsibles', 'recruiters']) {
      const person = w.colleague.user.publicId;
      expect((await add(w.job.publicId, kind, person, {})).statusCode).toBe(401);
      expect((await add(w.job.publicId, kind, person, candidate.headers)).statusCode).toBe(403);
      expect((await add(w.job.publicId, kind, person, w.recruiter.headers)).statusCode).toBe(403);
      expect((await add(w.job.publicId, kind, person, w.outsider.headers)).statusCode).toBe(404);
      expect((await remove(w.job.publicId, kind, person, w.outsider.headers)).statusCode).toBe(404);
    }
  });

  it.each([
    ['an id past int4', '2147483648'],
    ['a NUL', 'a\u0000b'],
    ['a number', 12],
    ['nothing', null],
  ])('hostile user id: %s answers 400', async (_, userId) => {
    const w = await world();
    const response = await add(w.job.publicId, 'responsibles', userId, w.member.headers);
    expect(response.statusCode).toBe(400);
    const path = await remove(w.job.publicId, 'recruiters', '2147483648', w.member.headers);
    expect(path.statusCode).toBe(400);
  });
});
