import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { users } from '../db/schema/index.ts';
import { solvedBotCheckToken } from '../test/bot-check-token.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { unique } from '../test/factories/unique.ts';
import { createUser, TEST_PASSWORD } from '../test/factories/user.ts';
import { multipart } from '../test/multipart.ts';
import { loginToken, roleMatrix, STRONG_PASSWORD, type Caller } from './accounts-contract-setup.ts';

// Authenticated-area spec, section 7.1: POST /api/auth/users_control/{username}/{password}
// (JSON body of username and password; login, returns the logged user), PUT
// /api/auth/users/register (registration object), GET /api/auth/users (list users), GET, PUT,
// DELETE /api/auth/users/{id} (read, update or delete a user; bearer token when logged in).

let t: TestApp;
let callers: Awaited<ReturnType<typeof roleMatrix>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await roleMatrix(t);
});
afterAll(async () => {
  await t.close();
});

const nonStaff = () => [callers.candidate, callers.recruiter, callers.member];
const control = (username: string, password: string) =>
  `/api/auth/users_control/${encodeURIComponent(username)}/${encodeURIComponent(password)}`;

describe('POST /api/auth/users_control/{username}/{password}', () => {
  it('logs in with the JSON body, which wins over the path, and returns the logged user', async () => {
    const user = await createUser(t.db, { roleId: ROLE.company });
    const response = await t.app.inject({
      method: 'POST',
      url: control('placeholder@example.test', 'not-the-password'),
      payload: {
        username: user.email,
        password: TEST_PASSWORD,
        recaptchaToken: await loginToken(t),
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 0,
      user: { id: user.publicId, role_id: ROLE.company, email: user.email, emailConfirmed: 1 },
    });
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().user.id).toBe(user.publicId);
  });

  it('reads the path when the body leaves the credentials out', async () => {
    const user = await createUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: control(user.email, TEST_PASSWORD),
      payload: { recaptchaToken: await loginToken(t) },
    });
    expect(response.json()).toMatchObject({ status: 0, user: { id: user.publicId } });
  });

  it('never echoes the password: a wrong login, another method or a long path', async () => {
    const user = await createUser(t.db);
    const secret = 'Secret-Password-93';
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: control(user.email, secret),
        payload: { recaptchaToken: await loginToken(t) },
        remoteAddress: '10.71.0.1',
      }),
      await t.app.inject({ method: 'GET', url: control(user.email, secret) }),
      await t.app.inject({ method: 'POST', url: `${control(user.email, secret)}/extra` }),
      await t.app.inject({
        method: 'POST',
        url: control(user.email, `${secret}${'x'.repeat(300)}`),
        payload: {},
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404, 404, 404]);
    for (const answer of answers) expect(answer.body).not.toContain(secret);
  });
});

describe('PUT /api/auth/users/register', () => {
  it('registers a candidate (status 0) who stays logged out until the e-mail is confirmed', async () => {
    const email = `register-${unique()}@example.test`;
    const registration = {
      Firstname: 'Elif',
      Lastname: 'Şahin',
      Email: email,
      Password: STRONG_PASSWORD,
      LinkedinPage: `https://www.linkedin.com/in/elif-${unique()}`,
      RoleId: ROLE.candidate,
      RecaptchaToken: await solvedBotCheckToken(t.app, 'signup'),
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/users/register',
      payload: registration,
    });
    expect(response.json()[0]).toMatchObject({ status: 0 });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ roleId: ROLE.candidate, emailConfirmed: false });

    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/users/register',
      payload: {
        ...registration,
        Email: `register-${unique()}@example.test`,
        RecaptchaToken: await solvedBotCheckToken(t.app, 'signup'),
      },
    });
    expect(again.json()).toEqual([
      { status: 1, message: 'This Linkedin Profile Already Registered!' },
    ]);
  });
});

// Public spec, section 7: POST /api/Users, multipart registration with a Basic authorization
// header and a key header.
describe('POST /api/Users (multipart registration)', () => {
  const form = (fields: Record<string, string>) =>
    multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));

  it('registers like User-SignUp; the Basic authorization and key headers grant nothing', async () => {
    const email = `multipart-${unique()}@example.test`;
    const body = form({
      Firstname: 'Deniz',
      Lastname: 'Kaya',
      LinkedinPage: `https://www.linkedin.com/in/deniz-${unique()}`,
      Email: email,
      Password: STRONG_PASSWORD,
      AccountUseIbanOrAccnum: '1',
      RoleId: String(ROLE.recruiter),
      Phone: '+905321234567',
      RecaptchaToken: await solvedBotCheckToken(t.app, 'signup'),
    });
    const headers = {
      ...body.headers,
      authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}`,
      key: 'any-key',
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: body.payload,
      headers,
    });
    expect(response.json()[0]).toMatchObject({ status: 0 });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ roleId: ROLE.recruiter, emailConfirmed: false });

    const asStaff = form({
      Firstname: 'Deniz',
      Lastname: 'Kaya',
      LinkedinPage: `https://www.linkedin.com/in/deniz-${unique()}`,
      Email: `multipart-${unique()}@example.test`,
      Password: STRONG_PASSWORD,
      RoleId: String(ROLE.admin),
      RecaptchaToken: await solvedBotCheckToken(t.app, 'signup'),
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Users',
      payload: asStaff.payload,
      headers: { ...asStaff.headers, authorization: headers.authorization, key: 'any-key' },
    });
    expect(refused.json()[0]).toMatchObject({ status: 1 });
  });

  it('refuses a body that is not multipart, or broken multipart, with a 400', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Users',
          payload: { Email: 'x@example.test' },
        })
      ).statusCode,
    ).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/Users',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('GET /api/auth/users', () => {
  it('lists users to staff only', async () => {
    const listed = await t.app.inject({
      url: '/api/auth/users?size=100',
      headers: callers.staff.headers,
    });
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().map((row: { id: string }) => row.id);
    expect(ids).toContain(callers.candidate.publicId);
    expect(listed.json()[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        email: expect.any(String),
        role_id: expect.any(Number),
      }),
    );
    for (const caller of nonStaff())
      expect(
        (await t.app.inject({ url: '/api/auth/users', headers: caller.headers })).statusCode,
        caller.name,
      ).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/users' })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/users/{id}', () => {
  it('answers one’s own record to everyone logged in and another’s only to staff (404 to others)', async () => {
    for (const caller of [...nonStaff(), callers.staff]) {
      const own = await t.app.inject({
        url: `/api/auth/users/${caller.publicId}`,
        headers: caller.headers,
      });
      expect(own.statusCode, caller.name).toBe(200);
      expect(own.json().id, caller.name).toBe(caller.publicId);
    }
    for (const caller of nonStaff()) {
      const other = await t.app.inject({
        url: `/api/auth/users/${callers.another.publicId}`,
        headers: caller.headers,
      });
      expect(other.statusCode, caller.name).toBe(404);
      expect(other.body).not.toContain(callers.another.publicId);
    }
    const byStaff = await t.app.inject({
      url: `/api/auth/users/${callers.another.publicId}`,
      headers: callers.staff.headers,
    });
    expect(byStaff.json()).toMatchObject({ id: callers.another.publicId, role_id: ROLE.candidate });
    const anonymous = await t.app.inject({ url: `/api/auth/users/${callers.another.publicId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/users/{id}', () => {
  it('changes one’s own profile; the change shows on our profile route', async () => {
    const person = await t.loginAs({ roleId: ROLE.recruiter });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${person.user.publicId}`,
      headers: person.headers,
      payload: {
        firstname: 'Renamed',
        // The factory's last name carries digits, which our profile form refuses.
        lastname: 'Yıldız',
        title: 'Talent Partner',
        role_id: ROLE.admin,
        email: 'x@y.z',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstname: 'Renamed',
      title: 'Talent Partner',
      role_id: ROLE.recruiter,
    });
    const profile = await t.app.inject({ url: '/api/profile', headers: person.headers });
    expect(profile.json()).toMatchObject({
      firstname: 'Renamed',
      title: 'Talent Partner',
      email: person.user.email,
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${person.user.publicId}`,
      headers: { ...person.headers, 'accept-language': 'en' },
      payload: { firstname: 'R2D2' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Only letters, spaces, apostrophes and hyphens are allowed',
    );
  });

  it('lets staff change another user’s role; to anyone else that user is not found', async () => {
    const target = await createUser(t.db, { roleId: ROLE.candidate });
    for (const caller of nonStaff()) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/auth/users/${target.publicId}`,
        headers: caller.headers,
        payload: { firstname: 'Hijacked', role_id: ROLE.admin },
      });
      expect(refused.statusCode, caller.name).toBe(404);
    }
    const byStaff = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${target.publicId}`,
      headers: callers.staff.headers,
      payload: { firstname: 'Kept', role_id: ROLE.recruiter },
    });
    expect(byStaff.json()).toMatchObject({ role_id: ROLE.recruiter, firstname: target.firstname });
    const admin = await t.app.inject({
      url: `/api/admin/users/${target.publicId}`,
      headers: callers.staff.headers,
    });
    expect(admin.json()).toMatchObject({ roleId: ROLE.recruiter, firstname: target.firstname });
  });
});

describe('DELETE /api/auth/users/{id}', () => {
  it('lets staff deactivate an account, whose session ends; others get 404, and 403 for themselves', async () => {
    const target = await t.loginAs({ roleId: ROLE.candidate });
    const url = `/api/auth/users/${target.user.publicId}`;
    for (const caller of nonStaff())
      expect(
        (await t.app.inject({ method: 'DELETE', url, headers: caller.headers })).statusCode,
        caller.name,
      ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const own = await t.app.inject({ method: 'DELETE', url, headers: target.headers });
    expect(own.statusCode).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: callers.staff.headers });
    expect(deleted.json()).toMatchObject({ id: target.user.publicId, active: 0 });
    expect((await t.app.inject({ url: '/api/auth/me', headers: target.headers })).statusCode).toBe(
      401,
    );
    const staffSelf = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${callers.staff.publicId}`,
      headers: callers.staff.headers,
    });
    expect(staffSelf.statusCode).toBe(403);
  });
});

describe('hostile input', () => {
  it('answers 4xx, never a 500', async () => {
    const { candidate, staff } = callers as Record<string, Caller>;
    const requests: {
      method: 'GET' | 'PUT' | 'DELETE' | 'POST';
      url: string;
      payload?: unknown;
      headers: Record<string, string>;
    }[] = [
      { method: 'GET', url: '/api/auth/users/99999999999', headers: staff!.headers },
      { method: 'GET', url: '/api/auth/users/%00', headers: staff!.headers },
      { method: 'DELETE', url: `/api/auth/users/${'f'.repeat(90)}`, headers: staff!.headers },
      {
        method: 'GET',
        url: '/api/auth/users?page=99999999999999&size=-1',
        headers: staff!.headers,
      },
      { method: 'GET', url: '/api/auth/users?q=%00', headers: staff!.headers },
      {
        method: 'PUT',
        url: `/api/auth/users/${candidate!.publicId}`,
        payload: { gender_id: 99999999999 },
        headers: candidate!.headers,
      },
      {
        method: 'PUT',
        url: `/api/auth/users/${candidate!.publicId}`,
        payload: { birth_date: '9999-99-99', firstname: 'A\u0000' },
        headers: candidate!.headers,
      },
      {
        method: 'PUT',
        url: `/api/auth/users/${candidate!.publicId}`,
        payload: { firstname: { a: 1 } },
        headers: candidate!.headers,
      },
      {
        method: 'PUT',
        url: '/api/auth/users/register',
        payload: { Email: { nested: true } },
        headers: {},
      },
      {
        method: 'PUT',
        url: '/api/auth/users/register',
        payload: '{"Email":',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST', url: control('a\u0000', 'b'), payload: { username: 42 }, headers: {} },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, payload: request.payload as string });
      const label = `${request.method} ${request.url.slice(0, 60)}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
    }
  });
});
