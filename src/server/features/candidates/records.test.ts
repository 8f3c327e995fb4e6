import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { auditLog, candidates, cities, countries, files } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createReferral } from '#server/test/factories/referral.ts';
import { type MenuFlag, setMenuFlag } from '#server/test/menu-rights.ts';
import { multipart } from '#server/test/multipart.ts';
import { storedFiles } from '#server/test/stored-files.ts';

let t: TestApp;
/** A real country and one of its cities from the seeded lookups. */
const place = { countryId: 0, cityId: 0 };
beforeAll(async () => {
  t = await createTestApp();
  const [turkey] = await t.db.select().from(countries).where(eq(countries.iso2, 'TR'));
  const [city] = await t.db.select().from(cities).where(eq(cities.countryId, turkey!.id)).limit(1);
  place.countryId = turkey!.id;
  place.cityId = city!.id;
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const BASE = '/api/candidates';
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });

const person = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Selin',
  lastname: 'Yıldız',
  email: `selin-${Math.random().toString(16).slice(2)}@example.test`,
  mobile: '+90 532 123 45 67',
  linkedinPage: 'https://www.linkedin.com/in/selin-yildiz',
  countryId: null,
  cityId: null,
  educationLevelId: null,
  notes: 'Strong in data engineering',
  ...overrides,
});

/** POST or PUT a candidate as multipart (payload + optional CV). */
function send(method: 'POST' | 'PUT', url: string, payload: unknown, headers: Headers, cv = true) {
  const body = multipart([
    { name: 'payload', value: JSON.stringify(payload) },
    ...(cv
      ? [
          {
            name: 'cv',
            filename: 'cv.pdf',
            content: pdfWithText(['Selin Yildiz']),
            type: 'application/pdf',
          },
        ]
      : []),
  ]);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const setFlag = (roleId: number, menuName: string, flag: MenuFlag, value: boolean) =>
  setMenuFlag(t.db, roleId, menuName, flag, value);

async function lastAudit(action: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('create and edit a candidate', () => {
  it('a recruiter creates a candidate with a CV, reads it, edits it and replaces the CV', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const created = await send(
      'POST',
      BASE,
      person({ countryId: place.countryId, cityId: place.cityId }),
      recruiter.headers,
    );
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();
    expect(await lastAudit('candidate.create')).toMatchObject({
      actorUserId: recruiter.user.id,
      entityId: id,
    });

    const detail = await get(`${BASE}/${id}`, recruiter.headers);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id,
      firstname: 'Selin',
      mobile: '+905321234567',
      linkedinPage: 'linkedin.com/in/selin-yildiz/',
      countryId: place.countryId,
      cityId: place.cityId,
      ownerId: recruiter.user.publicId,
      referralCount: 0,
      cvs: [{ name: 'cv.pdf' }],
    });

    const edited = await send(
      'PUT',
      `${BASE}/${id}`,
      person({ firstname: 'Selen', educationLevelId: 1 }),
      recruiter.headers,
      false,
    );
    expect(edited.statusCode).toBe(200);
    const [row] = await t.db.select().from(candidates).where(eq(candidates.publicId, id));
    expect(row).toMatchObject({ firstname: 'Selen', educationLevelId: 1, countryId: null });
    expect(await lastAudit('candidate.update')).toMatchObject({ entityId: id });

    const replaced = await send(
      'PUT',
      `${BASE}/${id}`,
      person({ firstname: 'Selen' }),
      recruiter.headers,
      true,
    );
    expect(replaced.statusCode).toBe(200);
    const cvs = await t.db.select().from(files).where(eq(files.candidateId, row!.id));
    expect(cvs).toHaveLength(2);
    expect(cvs.filter((file) => file.isDefault)).toHaveLength(1);
  });

  it('answers the spec messages for invalid fields (400) and requires a CV on create', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const bad = await send(
      'POST',
      BASE,
      person({ firstname: '', email: 'nope', mobile: '12', linkedinPage: 'https://example.com/x' }),
      recruiter.headers,
    );
    expect(bad.statusCode).toBe(400);
    const messages = bad.json<{ details: { path: string; message: string }[] }>().details;
    expect(messages).toEqual(
      expect.arrayContaining([
        { path: 'body.firstname', message: 'referrals.validation.name' },
        { path: 'body.email', message: 'referrals.validation.emailFormat' },
        { path: 'body.mobile', message: 'referrals.validation.phoneFormat' },
        { path: 'body.linkedinPage', message: 'referrals.validation.linkedinUrl' },
      ]),
    );
    const noCv = await send('POST', BASE, person(), recruiter.headers, false);
    expect(noCv.statusCode).toBe(400);
    expect(noCv.json()).toMatchObject({
      details: [{ path: 'body.cv', message: 'referrals.validation.cv' }],
    });
    const cityWithoutCountry = await send(
      'POST',
      BASE,
      person({ cityId: place.cityId }),
      recruiter.headers,
    );
    expect(cityWithoutCountry.statusCode).toBe(400);
    expect(cityWithoutCountry.json()).toMatchObject({
      details: [{ path: 'body.cityId', message: 'userAdmin.validation.city' }],
    });
    const image = multipart([
      { name: 'payload', value: JSON.stringify(person()) },
      {
        name: 'cv',
        filename: 'cv.png',
        content: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(64),
        ]),
      },
    ]);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: BASE,
      payload: image.payload,
      headers: { ...recruiter.headers, ...image.headers },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ message: string }>().message).toBe(
      'Please upload your CV in PDF or DOC format.',
    );
  });

  it('keeps nothing in storage when the create fails', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const before = storedFiles(t.config.filesDir).length;
    const response = await send('POST', BASE, person({ countryId: 999_999 }), recruiter.headers);
    expect(response.statusCode).toBe(400);
    expect(storedFiles(t.config.filesDir)).toHaveLength(before);
  });
});

describe('GET /api/candidates', () => {
  it('a recruiter sees only their own candidates; staff see all with the owner, filtered and sorted in SQL', async () => {
    const mine = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    // Names are letters only: a random letter tag keeps this test's rows apart.
    const tag = Array.from({ length: 10 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const created = [
      await send(
        'POST',
        BASE,
        person({ firstname: 'Ayla', lastname: tag, countryId: place.countryId }),
        mine.headers,
      ),
      await send(
        'POST',
        BASE,
        person({ firstname: 'Berk', lastname: tag, educationLevelId: 2 }),
        mine.headers,
      ),
      await send('POST', BASE, person({ firstname: 'Cansu', lastname: tag }), other.headers),
    ];
    expect(created.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    const own = await get(`${BASE}?q=${tag}&sort=name&order=asc`, mine.headers);
    expect(own.statusCode).toBe(200);
    const body = own.json<{
      items: { firstname: string; ownerName: string; cvCount: number }[];
      total: number;
    }>();
    expect(body.items.map((row) => row.firstname)).toEqual(['Ayla', 'Berk']);
    expect(body.items[0]?.cvCount).toBe(1);

    const staff = await t.loginAs({ roleId: ROLE.admin });
    const all = await get(`${BASE}?q=${tag}&sort=name&order=desc`, staff.headers);
    expect(
      all.json<{ items: { firstname: string }[] }>().items.map((row) => row.firstname),
    ).toEqual(['Cansu', 'Berk', 'Ayla']);
    const byOwner = await get(
      `${BASE}?q=${tag}&owner=${encodeURIComponent(other.user.email)}`,
      staff.headers,
    );
    expect(
      byOwner.json<{ items: { firstname: string }[] }>().items.map((row) => row.firstname),
    ).toEqual(['Cansu']);
    const byCountry = await get(`${BASE}?q=${tag}&countryId=${place.countryId}`, staff.headers);
    expect(byCountry.json<{ total: number }>().total).toBe(1);
    const byEducation = await get(`${BASE}?q=${tag}&educationLevelId=2&lang=tr`, staff.headers);
    expect(
      byEducation.json<{ items: { firstname: string }[] }>().items.map((row) => row.firstname),
    ).toEqual(['Berk']);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await get(`${BASE}?q=${tag}&createdFrom=${today}&createdTo=${today}`, staff.headers)).json<{
        total: number;
      }>().total,
    ).toBe(3);
    expect(
      (await get(`${BASE}?q=${tag}&createdTo=2000-01-01`, staff.headers)).json<{ total: number }>()
        .total,
    ).toBe(0);
    const paged = await get(`${BASE}?q=${tag}&size=2&page=2&sort=name&order=asc`, staff.headers);
    expect(paged.json()).toMatchObject({
      total: 3,
      page: 2,
      size: 2,
      items: [{ firstname: 'Cansu' }],
    });

    const csv = await get(`${BASE}/export?q=${tag}`, mine.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
    const staffCsv = await get(`${BASE}/export?q=${tag}`, staff.headers);
    expect(staffCsv.body).toContain('Owner');
    expect(staffCsv.body.trim().split('\r\n')).toHaveLength(4);
  });

  it('answers 400, 401 and 403 (no menu, no flag)', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await get(`${BASE}?sort=secret`, recruiter.headers)).statusCode).toBe(400);
    expect((await get(`${BASE}?createdFrom=yesterday`, recruiter.headers)).statusCode).toBe(400);
    expect((await get(BASE)).statusCode).toBe(401);
    expect((await get(`${BASE}/export`)).statusCode).toBe(401);
    const company = await t.loginAs({ roleId: ROLE.company });
    expect((await get(BASE, company.headers)).statusCode).toBe(403);
    expect((await send('POST', BASE, person(), company.headers)).statusCode).toBe(403);
    await setFlag(ROLE.recruiter, 'candidateNew', 'canInsert', false);
    try {
      expect((await send('POST', BASE, person(), recruiter.headers)).statusCode).toBe(403);
    } finally {
      await setFlag(ROLE.recruiter, 'candidateNew', 'canInsert', true);
    }
  });
});

describe('ownership and delete', () => {
  it("a recruiter cannot read, edit or delete another recruiter's candidate (404); staff can", async () => {
    const owner = await t.loginAs({ roleId: ROLE.recruiter });
    const intruder = await t.loginAs({ roleId: ROLE.recruiter });
    const { id } = (await send('POST', BASE, person(), owner.headers)).json<{ id: string }>();
    expect((await get(`${BASE}/${id}`, intruder.headers)).statusCode).toBe(404);
    expect(
      (await send('PUT', `${BASE}/${id}`, person({ firstname: 'Hacked' }), intruder.headers, false))
        .statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(candidates).where(eq(candidates.publicId, id));
    expect(row?.firstname).toBe('Selin');

    const staff = await t.loginAs({ roleId: ROLE.admin });
    expect((await get(`${BASE}/${id}`, staff.headers)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: intruder.headers }))
        .statusCode,
    ).toBe(403);
    await setFlag(ROLE.recruiter, 'candidates', 'canDelete', true);
    try {
      expect(
        (await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: intruder.headers }))
          .statusCode,
      ).toBe(404);
    } finally {
      await setFlag(ROLE.recruiter, 'candidates', 'canDelete', false);
    }
  });

  it('deletes a candidate without referrals, refuses one in use with 409', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const { id } = (await send('POST', BASE, person(), recruiter.headers)).json<{ id: string }>();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${id}`,
      headers: staff.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(`${BASE}/${id}`, staff.headers)).statusCode).toBe(404);
    expect(await lastAudit('candidate.delete')).toMatchObject({
      actorUserId: staff.user.id,
      entityId: id,
    });

    const job = await createJob(t.db);
    const { candidate } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
      withCv: true,
    });
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${candidate.publicId}`,
      headers: staff.headers,
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<{ message: string }>().message).toBe(
      'This candidate has referrals and cannot be deleted.',
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${BASE}/bad`, headers: staff.headers }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/candidates/education-levels', () => {
  it('lists the active levels in the asked language', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const response = await get(`${BASE}/education-levels?lang=tr`, recruiter.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);
    expect((await get(`${BASE}/education-levels`)).statusCode).toBe(401);
  });
});
