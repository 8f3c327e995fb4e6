import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createUser } from '#server/test/factories/user.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

// Fastify's own refusals (a body it cannot parse, a URL it cannot decode) are answered in our
// words, which the catalogue translates, on every route (here the company profile and the staff
// role change), and never repeat the URL.
describe('requests Fastify refuses before our code', () => {
  it('answers a broken, empty or unsupported body in the caller’s language', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    await createCompany(t.db, { ownerIds: [member.user.id] });
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const target = await createUser(t.db, { roleId: ROLE.recruiter });
    const cases = [
      {
        headers: member.headers,
        method: 'PUT',
        url: '/api/company-profile',
        type: 'application/json',
        payload: '{bad',
      },
      {
        headers: member.headers,
        method: 'PUT',
        url: '/api/company-profile',
        type: 'application/json',
        payload: '',
      },
      {
        headers: member.headers,
        method: 'PUT',
        url: '/api/company-profile',
        type: 'application/x-www-form-urlencoded',
        payload: 'website=x',
      },
      {
        headers: staff.headers,
        method: 'PUT',
        url: `/api/admin/users/${target.publicId}/role`,
        type: 'application/json',
        payload: '{"roleId":',
      },
    ] as const;
    const seen: string[] = [];
    for (const c of cases) {
      const ask = (language: string) =>
        t.app.inject({
          method: c.method,
          url: c.url,
          headers: { ...c.headers, 'content-type': c.type, 'accept-language': language },
          payload: c.payload,
        });
      const [en, tr] = [await ask('en'), await ask('tr')];
      expect(tr.statusCode).toBeGreaterThanOrEqual(400);
      expect(tr.statusCode).toBeLessThan(500);
      if (tr.json().message === en.json().message)
        seen.push(`${tr.statusCode} ${tr.json().message}`);
    }
    expect(seen).toEqual([]);
  });

  it('answers a URL it cannot decode in the caller’s language, without repeating it', async () => {
    const answer = await t.app.inject({
      url: '/api/jobs/%zz-Secret-Part',
      headers: { 'accept-language': 'tr' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'validation_failed',
      message: 'İsteğin adresi geçerli değil.',
    });
    expect(answer.body).not.toContain('Secret-Part');
  });
});
