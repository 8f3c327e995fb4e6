import { describe, expect, it } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createJob } from '#server/test/factories/job.ts';
import { cityId, countryId } from '#server/test/factories/reference-data.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { DAY, search } from './jobs-test-setup.ts';

useTestApp();

const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);

describe('GET /api/jobs: the filters by id (the spec’s sqlId 3)', () => {
  it('filters by city, job type id, recruitment type id, company and posted-after day', async () => {
    const tr = await countryId(t.db, 'TR');
    const ankara = await cityId(t.db, 'TR', 'Ankara');
    const company = await createCompany(t.db);
    const now = Date.now();
    const a = await createJob(t.db, {
      title: 'Idf3 one',
      countryId: tr,
      cityId: ankara,
      jobTypeId: 1,
      recruitmentTypeId: 1,
      companyId: company.id,
      createdAt: new Date(now - 2 * DAY),
    });
    const b = await createJob(t.db, {
      title: 'Idf3 two',
      countryId: tr,
      jobTypeId: 2,
      recruitmentTypeId: 2,
      createdAt: new Date(now - 20 * DAY),
    });
    // Not open: never found, whatever the filters.
    await createJob(t.db, {
      title: 'Idf3 draft',
      companyId: company.id,
      cityId: ankara,
      countryId: tr,
      statusId: JOB_STATUS.draft,
    });
    const ids = async (query: string) =>
      (await search(`keyword=idf3&${query}`)).body.items.map((job) => job.id).sort();

    expect(await ids(`cityId=${ankara}`)).toEqual([a.publicId]);
    expect(await ids('jobTypeId=2')).toEqual([b.publicId]);
    expect(await ids('recruitmentTypeId=1')).toEqual([a.publicId]);
    expect(await ids(`companyId=${company.publicId.toUpperCase()}`)).toEqual([a.publicId]);
    expect(await ids(`postedAfter=${day(7 * DAY)}`)).toEqual([a.publicId]);
    expect(await ids(`postedAfter=${day(30 * DAY)}`)).toEqual([a.publicId, b.publicId].sort());
    expect(await ids(`companyId=${'0'.repeat(32)}`)).toEqual([]);
    const found = await search(`keyword=idf3&cityId=${ankara}`);
    expect(found.body.items[0]).toMatchObject({ countryId: tr, cityId: ankara });
  });

  it.each([
    'postedAfter=2026-02-30',
    'postedAfter=9999-99-99',
    'cityId=2147483648',
    'jobTypeId=0',
    'recruitmentTypeId=abc',
    'companyId=not-an-id',
    'companyId=%00',
  ])('refuses %s with 400', async (query) => {
    const { response } = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});
