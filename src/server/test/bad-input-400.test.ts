import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { users } from '../db/schema/index.ts';
import { createJob } from '#server/test/factories/job.ts';
import { createTestApp, type TestApp } from './app.ts';

/**
 * The inputs that once reached PostgreSQL and came back as 500: a NUL byte in text, ids beyond
 * int4, impossible dates. The shared field schemas refuse each of them with 400.
 */
let t: TestApp;
type Login = Awaited<ReturnType<TestApp['loginAs']>>;
let recruiter: Login;
let admin: Login;
beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  admin = await t.loginAs({ roleId: ROLE.admin });
});
afterAll(async () => {
  await t.close();
});

const profileUpdate = {
  firstname: 'Rita',
  lastname: 'Recruiter',
  mobile: null,
  linkedinPage: null,
  title: 'Recruiter',
  birthDate: null,
  countryId: null,
  cityId: null,
  language: 'en',
  publicProfileFields: [],
};

async function expectRefused(
  request: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object },
  login: Login,
  field: string,
) {
  const response = await t.app.inject({ ...request, headers: login.headers });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ code: string; details: { path: string }[] }>();
  expect(body.code).toBe('validation_failed');
  expect(body.details.map((detail) => detail.path)).toContain(field);
}

describe('bad input is a 400, never a database error', () => {
  it('refuses a NUL byte in the job search keyword', async () => {
    await expectRefused({ url: '/api/jobs?keyword=a%00b' }, recruiter, 'querystring.keyword');
  });

  it('refuses a NUL byte in the candidate search and the back-office list search', async () => {
    await expectRefused(
      { url: '/api/referrals/candidates?search=a%00b' },
      recruiter,
      'querystring.search',
    );
    await expectRefused({ url: '/api/admin/users?q=a%00b' }, admin, 'querystring.q');
  });

  it('refuses a NUL byte in the profile title', async () => {
    const payload = { ...profileUpdate, title: 'a\u0000b' };
    await expectRefused({ method: 'PUT', url: '/api/profile', payload }, recruiter, 'body.title');
  });

  it('refuses a NUL byte in a message, new conversation or reply', async () => {
    const company = await t.loginAs({ roleId: ROLE.company });
    const job = await createJob(t.db, {
      company: { ownerIds: [company.user.id] },
      responsibleIds: [company.user.id],
    });
    const url = '/api/messages/conversations';
    const payload = { recipientId: company.user.publicId, jobId: job.publicId, text: 'a\u0000b' };
    await expectRefused({ method: 'POST', url, payload }, recruiter, 'body.text');
    const start = await t.app.inject({
      method: 'POST',
      url,
      headers: recruiter.headers,
      payload: { ...payload, text: 'Hello' },
    });
    expect(start.statusCode).toBe(201);
    const reply = `${url}/${start.json<{ conversationId: string }>().conversationId}/messages`;
    await expectRefused(
      { method: 'POST', url: reply, payload: { text: 'a\u0000b' } },
      company,
      'body.text',
    );
  });

  it('refuses ids beyond int4 in a path and in a query', async () => {
    await expectRefused(
      { url: '/api/lookups/countries/2147483648/cities' },
      recruiter,
      'params.countryId',
    );
    await expectRefused(
      { url: '/api/candidates?countryId=9007199254740991' },
      recruiter,
      'querystring.countryId',
    );
    await expectRefused(
      { url: '/api/jobs?countryIds=2147483648' },
      recruiter,
      'querystring.countryIds.0',
    );
  });

  it('refuses impossible dates in list filters', async () => {
    await expectRefused(
      { url: '/api/candidates?createdFrom=9999-99-99' },
      recruiter,
      'querystring.createdFrom',
    );
    await expectRefused(
      { url: '/api/points/history?from=0000-00-00' },
      recruiter,
      'querystring.from',
    );
  });

  it('refuses the birth date 2026-13-45 and stores nothing', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const payload = { ...profileUpdate, firstname: 'Changed', birthDate: '2026-13-45' };
    await expectRefused({ method: 'PUT', url: '/api/profile', payload }, me, 'body.birthDate');
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.birthDate ?? null).toBeNull();
    expect(row?.firstname).toBe('Test');
  });

  it('still stores a real birth date', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: me.headers,
      payload: { ...profileUpdate, birthDate: '2024-02-29' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ birthDate: string }>().birthDate).toBe('2024-02-29');
  });
});
