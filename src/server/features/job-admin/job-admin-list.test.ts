import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TYPE, JOB_STATUS, REMOTE_TYPE } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { JobAdminListItem } from '#shared/schemas/job-admin-list.ts';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  countries,
  files,
  jobRecruiters,
  jobTypes,
  recruitmentTypes,
  remoteTypes,
  salaryTypes,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { unique } from '#server/test/factories/unique.ts';
import { cityId, countryId } from '#server/test/factories/reference-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
type Page = { items: JobAdminListItem[]; total: number };

async function list(query: string, headers: Record<string, string>) {
  const response = await t.app.inject({ url: `/api/job-admin/jobs?${query}`, headers });
  return { response, body: response.json<Page>() };
}

async function world() {
  const member = await t.loginAs({ roleId: ROLE.company });
  const other = await t.loginAs({ roleId: ROLE.company });
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  const mine = await createCompany(t.db, { memberIds: [member.user.id] });
  const theirs = await createCompany(t.db, { memberIds: [other.user.id] });
  const tr = await countryId(t.db, 'TR');
  const izmir = await cityId(t.db, 'TR', 'İzmir');
  const open = await createJob(t.db, {
    title: 'Lst8 open',
    companyId: mine.id,
    countryId: tr,
    cityId: izmir,
    jobTypeId: 1,
    recruitmentTypeId: 2,
    remoteTypeId: REMOTE_TYPE.remote,
    responsibleIds: [member.user.id],
    createdAt: new Date(Date.now() - 2 * DAY),
  });
  const draft = await createJob(t.db, {
    title: 'Lst8 draft',
    companyId: mine.id,
    statusId: JOB_STATUS.draft,
    createdAt: new Date(Date.now() - 20 * DAY),
  });
  const foreign = await createJob(t.db, {
    title: 'Lst8 foreign',
    companyId: theirs.id,
    statusId: JOB_STATUS.draft,
  });
  await t.db.insert(jobRecruiters).values({ jobId: draft.id, userId: recruiter.user.id });
  return { member, other, recruiter, mine, theirs, tr, izmir, open, draft, foreign };
}

describe('GET /api/job-admin/jobs', () => {
  it('lists the caller’s companies’ jobs of every status, and every job for staff', async () => {
    const w = await world();
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const mine = await list('q=lst8', w.member.headers);
    expect(mine.response.statusCode).toBe(200);
    expect(mine.body.items.map((job) => job.id)).toEqual([w.open.publicId, w.draft.publicId]);
    expect(mine.body.total).toBe(2);
    expect(mine.body.items[0]).toMatchObject({
      title: 'Lst8 open',
      statusName: 'Open',
      companyId: w.mine.publicId,
      cityName: 'İzmir',
      countryId: w.tr,
      reward: { amountMinor: 100_000, currency: 'USD' },
    });
    const all = await list('q=lst8', staff.headers);
    expect(all.body.items.map((job) => job.id).sort()).toEqual(
      [w.open.publicId, w.draft.publicId, w.foreign.publicId].sort(),
    );
    // Another company's jobs are never listed to a member, even when asked for by company.
    const asked = await list(`q=lst8&companyId=${w.theirs.publicId}`, w.member.headers);
    expect(asked.body).toMatchObject({ items: [], total: 0 });
  });

  it('names every lookup of a row in the asked language, with the logo, and null where unset', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const [logo] = await t.db
      .insert(files)
      .values({
        fileTypeId: FILE_TYPE.logo,
        originalName: 'logo.png',
        mimeType: 'image/png',
        sizeBytes: 10,
        sha256: '0'.repeat(64),
        storageKey: `logos/${unique(6)}.png`,
      })
      .returning();
    const company = await createCompany(t.db, {
      memberIds: [member.user.id],
      logoFileId: logo!.id,
    });
    const full = await createJob(t.db, {
      title: 'Lkp9 full',
      companyId: company.id,
      countryId: await countryId(t.db, 'TR'),
      cityId: await cityId(t.db, 'TR', 'İzmir'),
      jobTypeId: 1,
      recruitmentTypeId: 2,
      remoteTypeId: REMOTE_TYPE.remote,
      salaryTypeId: 1,
      createdAt: new Date(Date.now() - DAY),
    });
    await createJob(t.db, { title: 'Lkp9 bare', companyId: company.id });
    // Read here by plain SQL, not through the list's own expressions.
    const named = async (table: PgTable, id: number) =>
      (
        await t.db.execute<{ nameEn: string; nameTr: string }>(
          sql`select name_en as "nameEn", name_tr as "nameTr" from ${table} where id = ${id}`,
        )
      ).rows[0]!;
    const [country] = await t.db.select().from(countries).where(eq(countries.id, full.countryId!));
    for (const lang of ['en', 'tr'] as const) {
      const name = (row: { nameEn: string; nameTr: string }) =>
        lang === 'tr' ? row.nameTr : row.nameEn;
      const { body } = await list(`q=lkp9&lang=${lang}&sort=title&order=desc`, member.headers);
      expect(body.items).toHaveLength(2);
      expect(body.items[0]).toMatchObject({
        title: 'Lkp9 full',
        companyLogoUrl: `/api/files/${logo!.publicId}`,
        countryName: name(country!),
        cityName: 'İzmir',
        jobTypeName: name(await named(jobTypes, 1)),
        recruitmentTypeName: name(await named(recruitmentTypes, 2)),
        remoteTypeName: name(await named(remoteTypes, REMOTE_TYPE.remote)),
        salary: { typeName: name(await named(salaryTypes, 1)) },
      });
      expect(body.items[1]).toMatchObject({
        title: 'Lkp9 bare',
        companyLogoUrl: `/api/files/${logo!.publicId}`,
        countryName: null,
        cityName: null,
        recruitmentTypeName: null,
        salary: { typeName: null },
      });
    }
    // A deleted logo is no longer shown.
    await t.db.update(files).set({ deletedAt: new Date() }).where(eq(files.id, logo!.id));
    const { body } = await list('q=lkp9', member.headers);
    expect(body.items.map((job) => job.companyLogoUrl)).toEqual([null, null]);
  });

  it('filters by status, people, place, types, date and reference code', async () => {
    const w = await world();
    const ids = async (query: string) =>
      (await list(`q=lst8&${query}`, w.member.headers)).body.items.map((job) => job.id);
    expect(await ids(`statusId=${JOB_STATUS.draft}`)).toEqual([w.draft.publicId]);
    expect(await ids(`responsibleId=${w.member.user.publicId}`)).toEqual([w.open.publicId]);
    expect(await ids(`recruiterId=${w.recruiter.user.publicId}`)).toEqual([w.draft.publicId]);
    expect(await ids(`countryIds=${w.tr}`)).toEqual([w.open.publicId]);
    expect(await ids(`cityId=${w.izmir}`)).toEqual([w.open.publicId]);
    expect(await ids('jobTypeId=1&recruitmentTypeId=2')).toEqual([w.open.publicId]);
    expect(await ids(`remoteTypeId=${REMOTE_TYPE.remote}`)).toEqual([w.open.publicId]);
    const week = new Date(Date.now() - 7 * DAY).toISOString().slice(0, 10);
    expect(await ids(`postedAfter=${week}`)).toEqual([w.open.publicId]);
    expect(await ids(`referenceCode=${w.draft.referenceCode}`)).toEqual([w.draft.publicId]);
    expect(await ids(`companyId=${w.mine.publicId}&sort=title&order=asc`)).toEqual([
      w.draft.publicId,
      w.open.publicId,
    ]);
  });

  it('answers 401 anonymous and 403 to candidates and recruiters', async () => {
    expect((await t.app.inject({ url: '/api/job-admin/jobs' })).statusCode).toBe(401);
    for (const roleId of [ROLE.candidate, ROLE.recruiter]) {
      const { headers } = await t.loginAs({ roleId });
      expect((await list('', headers)).response.statusCode).toBe(403);
    }
  });

  it.each([
    'postedAfter=2026-02-30',
    'statusId=2147483648',
    'countryIds=1,abc',
    'companyId=ABC',
    'responsibleId=%00',
    `referenceCode=${'x'.repeat(41)}`,
    'size=101',
  ])('refuses %s with 400', async (query) => {
    const { headers } = await t.loginAs({ roleId: ROLE.admin });
    const { response } = await list(query, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});
