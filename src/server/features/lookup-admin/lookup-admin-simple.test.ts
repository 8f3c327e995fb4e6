import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, jobTypes } from '../../db/schema/index.ts';
import { createJob } from '#server/test/factories/job.ts';
import { t } from '#server/test/use-test-app.ts';
import { as, base, staff, useLookupAdminApp } from './lookup-admin-test-setup.ts';

useLookupAdminApp();

describe('simple lookups', () => {
  it('adds, lists, edits, deactivates, reactivates and deletes an unused entry, with audit rows', async () => {
    const created = await as(staff, {
      method: 'POST',
      url: base('job-types'),
      payload: { nameEn: 'Seasonal work', nameTr: 'Sezonluk iş' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      code: 'seasonal_work',
      active: true,
      system: false,
      colorCode: null,
    });

    const list = await as(staff, { method: 'GET', url: `${base('job-types')}?q=seasonal` });
    expect(list.json()).toMatchObject({ total: 1, page: 1, size: 10, items: [{ id: item.id }] });
    // New entries go last.
    const all = await as(staff, { method: 'GET', url: `${base('job-types')}?size=100` });
    expect(all.json().items.at(-1).id).toBe(item.id);

    const edited = await as(staff, {
      method: 'PUT',
      url: `${base('job-types')}/${item.id}`,
      payload: { nameEn: 'Seasonal job', nameTr: 'Mevsimlik iş' },
    });
    expect(edited.json()).toMatchObject({
      nameEn: 'Seasonal job',
      nameTr: 'Mevsimlik iş',
      code: 'seasonal_work',
    });

    const off = await as(staff, {
      method: 'POST',
      url: `${base('job-types')}/${item.id}/active`,
      payload: { active: false },
    });
    expect(off.json().active).toBe(false);
    const pub = await t.app.inject({ url: '/api/lookups/job-types' });
    expect(pub.json().items.map((row: { id: number }) => row.id)).not.toContain(item.id);
    const inactive = await as(staff, {
      method: 'GET',
      url: `${base('job-types')}?status=inactive`,
    });
    expect(inactive.json().items.map((row: { id: number }) => row.id)).toEqual([item.id]);

    const on = await as(staff, {
      method: 'POST',
      url: `${base('job-types')}/${item.id}/active`,
      payload: { active: true },
    });
    expect(on.json().active).toBe(true);
    expect((await t.app.inject({ url: '/api/lookups/job-types' })).json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: item.id, description: 'Seasonal job' }),
      ]),
    );

    const removed = await as(staff, { method: 'DELETE', url: `${base('job-types')}/${item.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(jobTypes).where(eq(jobTypes.id, item.id))).toHaveLength(0);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job_types'), eq(auditLog.entityId, String(item.id))));
    expect(actions.map((row) => row.action).sort()).toEqual(
      [
        'lookup.activate',
        'lookup.create',
        'lookup.deactivate',
        'lookup.delete',
        'lookup.update',
      ].sort(),
    );
    expect(
      (await as(staff, { method: 'DELETE', url: `${base('job-types')}/${item.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete an entry in use with 409 in_use, and the record keeps showing its label', async () => {
    const created = (
      await as(staff, {
        method: 'POST',
        url: base('job-types'),
        payload: { nameEn: 'Gig', nameTr: 'Tek iş' },
      })
    ).json();
    await createJob(t.db, {
      company: { name: 'Lookup Co' },
      slug: 'lookup-job',
      referenceCode: 'LOOKUP-1',
      title: 'Lookup job',
      jobTypeId: created.id,
      statusId: 1,
    });
    const refused = await as(staff, {
      method: 'DELETE',
      url: `${base('job-types')}/${created.id}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      message: 'This entry is in use and cannot be deleted; deactivate it instead.',
      details: { reason: 'in_use' },
    });
    // Deactivating is allowed; the row stays for the job that refers to it.
    await as(staff, {
      method: 'POST',
      url: `${base('job-types')}/${created.id}/active`,
      payload: { active: false },
    });
    expect(await t.db.select().from(jobTypes).where(eq(jobTypes.id, created.id))).toHaveLength(1);
  });

  it('protects the entries the application relies on and refuses a taken code', async () => {
    for (const call of [
      { method: 'DELETE' as const, url: `${base('job-statuses')}/1` },
      {
        method: 'POST' as const,
        url: `${base('job-statuses')}/1/active`,
        payload: { active: false },
      },
      { method: 'DELETE' as const, url: `${base('candidate-statuses')}/6` },
    ]) {
      const response = await as(staff, call);
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual({ reason: 'system_entry' });
    }
    const existing = (
      await as(staff, { method: 'GET', url: `${base('industries')}?size=1` })
    ).json();
    const taken = await as(staff, {
      method: 'POST',
      url: base('industries'),
      payload: { code: existing.items[0].code, nameEn: 'Tech', nameTr: 'Teknoloji' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual({ reason: 'code_taken' });
    // The same English name twice gets a free code.
    const first = await as(staff, {
      method: 'POST',
      url: base('industries'),
      payload: { nameEn: 'Space', nameTr: 'Uzay' },
    });
    const second = await as(staff, {
      method: 'POST',
      url: base('industries'),
      payload: { nameEn: 'Space', nameTr: 'Uzay' },
    });
    expect([first.json().code, second.json().code]).toEqual(['space', 'space_2']);
  });

  it('stores and lists a job status colour; validates it', async () => {
    const created = await as(staff, {
      method: 'POST',
      url: base('job-statuses'),
      payload: { nameEn: 'On hold', nameTr: 'Beklemede', colorCode: '#AABBCC' },
    });
    expect(created.json()).toMatchObject({ colorCode: '#aabbcc', requiresCv: null });
    const bad = await as(staff, {
      method: 'PUT',
      url: `${base('job-statuses')}/${created.json().id}`,
      payload: { nameEn: 'On hold', nameTr: 'Beklemede', colorCode: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    const cv = await as(staff, {
      method: 'POST',
      url: base('candidate-statuses'),
      payload: {
        nameEn: 'Reference check',
        nameTr: 'Referans kontrolü',
        colorCode: '#123456',
        requiresCv: true,
      },
    });
    expect(cv.json()).toMatchObject({ requiresCv: true, colorCode: '#123456' });
  });

  it('moves an entry up and down and pages, sorts and filters in SQL', async () => {
    const before = (
      await as(staff, { method: 'GET', url: `${base('education-levels')}?size=100` })
    ).json();
    const ids: number[] = before.items.map((row: { id: number }) => row.id);
    expect(
      (
        await as(staff, {
          method: 'POST',
          url: `${base('education-levels')}/${ids[2]}/move`,
          payload: { direction: 'up' },
        })
      ).statusCode,
    ).toBe(200);
    const after = (
      await as(staff, { method: 'GET', url: `${base('education-levels')}?size=100` })
    ).json();
    expect(after.items.map((row: { id: number }) => row.id)).toEqual([
      ids[0],
      ids[2],
      ids[1],
      ...ids.slice(3),
    ]);
    expect(after.items.map((row: { sortOrder: number }) => row.sortOrder)).toEqual(
      ids.map((_, i) => i + 1),
    );
    // The first entry cannot move further up.
    await as(staff, {
      method: 'POST',
      url: `${base('education-levels')}/${ids[0]}/move`,
      payload: { direction: 'up' },
    });
    const same = (
      await as(staff, { method: 'GET', url: `${base('education-levels')}?size=100` })
    ).json();
    expect(same.items[0].id).toBe(ids[0]);

    const paged = (
      await as(staff, {
        method: 'GET',
        url: `${base('education-levels')}?size=2&page=2&sort=nameEn&order=desc`,
      })
    ).json();
    const names = [...before.items.map((row: { nameEn: string }) => row.nameEn)].sort((a, b) =>
      b.toLowerCase().localeCompare(a.toLowerCase()),
    );
    expect(paged).toMatchObject({ total: ids.length, page: 2, size: 2 });
    expect(paged.items.map((row: { nameEn: string }) => row.nameEn)).toEqual(names.slice(2, 4));
    const like = (
      await as(staff, { method: 'GET', url: `${base('education-levels')}?q=%25` })
    ).json();
    expect(like.total).toBe(0);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await as(staff, {
      method: 'GET',
      url: `${base('job-statuses')}/export?q=open`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('job-statuses.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Code,Name (en),Name (tr),Order,Active,Colour');
    expect(lines[1]).toBe('1,open,Open,Açık,1,yes,#22c55e');
    expect(lines).toHaveLength(2);
  });
});
