import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { execute } from '../test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/Commons/Executer', () => {
  it('answers 404 for a sqlId the spec does not name', async () => {
    const answer = await execute(t.app, 9999);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toMatchObject({ code: 'not_found' });
  });

  it('refuses a body that is not the spec’s, in the caller’s language', async () => {
    for (const payload of [
      {},
      { sqlId: 'x' },
      { sqlId: 71, parameters: 'not json' },
      { sqlId: 71, parameters: [{ parameter_value: 1 }] },
      { sqlId: 71, parameters: [{ parameter_name: 'a\u0000', parameter_value: 1 }] },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Commons/Executer',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('matches the path whatever its case', async () => {
    for (const url of ['/api/commons/executer', '/API/COMMONS/EXECUTER', '/api/Commons/Executer']) {
      const response = await t.app.inject({ method: 'POST', url, payload: { sqlId: 9999 } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('refuses a body userId that is not the caller unless staff', async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const asOther = await execute(
      t.app,
      9999,
      {},
      {
        headers: recruiter.headers,
        userId: other.user.publicId,
      },
    );
    expect(asOther.statusCode).toBe(403);
    // Without a session the caller is unknown: log in first (401), as with an expired token.
    const anonymousAsSomeone = await execute(t.app, 9999, {}, { userId: other.user.publicId });
    expect(anonymousAsSomeone.statusCode).toBe(401);
    // -1 is "anonymous", the caller's own id is the caller: both pass on to the sqlId.
    expect((await execute(t.app, 9999, {}, { userId: -1 })).statusCode).toBe(404);
    expect(
      (
        await execute(
          t.app,
          9999,
          {},
          { headers: recruiter.headers, userId: recruiter.user.publicId },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await execute(t.app, 9999, {}, { headers: staff.headers, userId: other.user.publicId }))
        .statusCode,
    ).toBe(404);
  });
});
