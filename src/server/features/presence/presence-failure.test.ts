import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type * as presence from '../../platform/presence.ts';

// The presence write fails (its database call), whatever the call was.
vi.mock('../../platform/presence.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof presence>()),
  touchPresence: vi.fn(() => Promise.reject(new Error('presence write failed'))),
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('presence that cannot be written', () => {
  it('still answers an authenticated call, and a public one', async () => {
    const { touchPresence } = await import('../../platform/presence.ts');
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const me = await t.app.inject({ url: '/api/auth/me', headers: recruiter.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { roleCode: 'recruiter' } });
    expect(touchPresence).toHaveBeenCalled();
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
