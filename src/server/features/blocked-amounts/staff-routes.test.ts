import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { callers, referredJob, rewardById } from './blocked-test-setup.ts';

useTestApp();

type Request = {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  payload?: object;
};

describe('blocked amounts: the staff routes', () => {
  it('answer 404 to everyone but staff, the owning company member included, and change nothing', async () => {
    const w = await callers();
    const held = await (await referredJob(w.company.id, w.member, w.recruiter.user.id)).hire();
    const routes: Request[] = [
      { method: 'GET', url: '/api/blocked-amounts/settings' },
      { method: 'PUT', url: '/api/blocked-amounts/settings', payload: { guaranteeDays: 1 } },
      { method: 'POST', url: `/api/blocked-amounts/rewards/${held.publicId}/end-guarantee` },
      {
        method: 'POST',
        url: `/api/blocked-amounts/rewards/${held.publicId}/guarantee-failed`,
        payload: { note: 'Left' },
      },
    ];
    const outsiders = [
      ['anonymous', {}],
      ['candidate', w.candidate.headers],
      ['recruiter', w.recruiter.headers],
      ['company member', w.member.headers],
      ['another company member', w.stranger.headers],
    ] as const;
    for (const [who, headers] of outsiders) {
      for (const route of routes) {
        const response = await t.app.inject({ ...route, headers });
        expect({ who, url: route.url, status: response.statusCode }).toEqual({
          who,
          url: route.url,
          status: 404,
        });
      }
      // A hostile body from an outsider learns nothing either.
      const hostile = await t.app.inject({
        method: 'PUT',
        url: '/api/blocked-amounts/settings',
        headers,
        payload: { guaranteeDays: 'x\u0000' },
      });
      expect(hostile.statusCode).toBe(404);
    }
    expect(await rewardById(held.id)).toMatchObject({
      status: 'pending',
      guaranteeEndsAt: held.guaranteeEndsAt,
    });
    const settings = await t.app.inject({
      url: '/api/blocked-amounts/settings',
      headers: w.staff.headers,
    });
    expect(settings.json()).toEqual({ guaranteeDays: 90 });
  });

  it('refuse hostile input from staff with 400, and an unknown reward with 404', async () => {
    const { staff } = await callers();
    for (const guaranteeDays of [0, -1, 731, 1.5, '90', null, 1e20, 2_147_483_648]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/blocked-amounts/settings',
        headers: staff.headers,
        payload: { guaranteeDays },
      });
      expect({ guaranteeDays, status: response.statusCode }).toEqual({
        guaranteeDays,
        status: 400,
      });
    }
    const huge = await t.app.inject({
      method: 'PUT',
      url: '/api/blocked-amounts/settings',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: '{"guaranteeDays":1e309}',
    });
    expect(huge.statusCode).toBe(400);
    for (const id of ['2147483648', 'x%00y', 'A'.repeat(32), `${'0'.repeat(31)}g`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/blocked-amounts/rewards/${id}/end-guarantee`,
        headers: staff.headers,
      });
      expect({ id, status: response.statusCode }).toEqual({ id, status: 400 });
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/blocked-amounts/rewards/${'0'.repeat(32)}/end-guarantee`,
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const nul = await t.app.inject({
      method: 'POST',
      url: `/api/blocked-amounts/rewards/${'0'.repeat(32)}/guarantee-failed`,
      headers: staff.headers,
      payload: { note: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(400);
  });
});
