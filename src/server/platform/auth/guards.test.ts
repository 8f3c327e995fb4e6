import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { requireMenuRight, requireRole } from './guards.ts';
import { loadMenu } from './menu.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app, db) => {
    app.get('/api/test/users-update', async (request) => {
      await requireMenuRight(request, db, 'users', 'update');
      return { ok: true };
    });
    app.get('/api/test/recruiters-only', async (request) => {
      await requireRole(request, ROLE.recruiter);
      return { ok: true };
    });
  });
});
afterAll(async () => {
  await t.close();
});

describe('rights checks', () => {
  it('lets a role whose menu entry carries the flag through and refuses others with 403', async () => {
    const admin = await t.loginAs({ roleId: ROLE.admin });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    expect(
      (await t.app.inject({ url: '/api/test/users-update', headers: admin.headers })).statusCode,
    ).toBe(200);
    const refused = await t.app.inject({
      url: '/api/test/users-update',
      headers: recruiter.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect((await t.app.inject({ url: '/api/test/users-update' })).statusCode).toBe(401);
  });

  it('checks roles', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    expect(
      (await t.app.inject({ url: '/api/test/recruiters-only', headers: recruiter.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/test/recruiters-only', headers: candidate.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('menus', () => {
  it('gives each role its entries with the groups above them', async () => {
    const admin = await loadMenu(t.db, ROLE.admin);
    const recruiter = await loadMenu(t.db, ROLE.recruiter);
    const names = (menu: typeof admin) => menu.map((m) => m.name);
    expect(names(admin)).toEqual(
      expect.arrayContaining(['users', 'companies', 'jobStatus', 'recruiterPayments']),
    );
    expect(names(recruiter)).not.toContain('users');
    expect(names(recruiter)).toContain('jobOpenings');
    for (const entry of admin) {
      if (entry.parentId !== null) expect(admin.some((m) => m.id === entry.parentId)).toBe(true);
    }
  });
});
