import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { sessions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signExpiredToken } from '../test/expired-token.ts';
import { execute } from './test-support.ts';

// The spec's logged-in client sends its stored own id as the body's `userId`. With an expired
// or revoked session the caller is unknown: the answer is our API's 401 (token_expired), which
// logs the client in again (docs/decisions/11-spec-api.md), not a 403 for "someone else's id".

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('an expired session with the client’s own userId', () => {
  it('answers 401 token_expired as our API does, not 403', async () => {
    const { user } = await t.loginAs({ roleId: ROLE.recruiter });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const expired = await signExpiredToken(t.db, {
      userId: user.id,
      roleId: user.roleId,
      sessionId: session!.id,
    });
    const headers = { authorization: `Bearer ${expired}` };

    // Our own route: 401 token_expired (the client refreshes or logs in again).
    const own = await t.app.inject({ url: '/api/profile', headers });
    expect(own.statusCode).toBe(401);
    expect(own.json()).toMatchObject({ code: 'token_expired' });

    // The same caller through the spec's executor, userId = its own public id (sqlId 25, user
    // params, is what the authenticated area asks on every start).
    const spec = await execute(
      t.app,
      25,
      { pin_selected_user_id: user.publicId },
      {
        headers,
        userId: user.publicId,
      },
    );
    expect(spec.body).toMatchObject({ code: expect.stringMatching(/unauthorized|token_expired/) });
    expect(spec.statusCode).toBe(401);
  });
});
