import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { PASSWORD_RECHECK_LIMIT } from '#server/platform/auth/password-recheck-limit.ts';
import { TEST_PASSWORD } from '#server/test/factories/user.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

type Headers = Record<string, string>;

const changePassword = (headers: Headers, currentPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers,
    payload: { currentPassword, newPassword: 'Changed-Lantern-9' },
  });

const deleteAccount = (headers: Headers, confirmation: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacy/delete-account',
    headers,
    payload: { confirmation },
  });

describe('typing the password again while logged in is limited per account', () => {
  it('change password: after the limit of wrong guesses even the right one is refused with 429', async () => {
    const { headers } = await t.loginAs({ roleId: ROLE.recruiter });
    const guesses = await Promise.all(
      Array.from({ length: PASSWORD_RECHECK_LIMIT.limit }, (_, i) =>
        changePassword(headers, `Wrong-guess-${i}`),
      ),
    );
    expect(guesses.map((answer) => answer.statusCode)).toEqual(
      Array(PASSWORD_RECHECK_LIMIT.limit).fill(400),
    );
    const right = await changePassword(headers, TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await t.loginAs({ roleId: ROLE.recruiter });
    expect((await changePassword(other.headers, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('delete account: password guesses count against the same limit; the e-mail confirmation does not', async () => {
    const { headers, user } = await t.loginAs({ roleId: ROLE.candidate });
    for (let i = 0; i < PASSWORD_RECHECK_LIMIT.limit; i++)
      expect((await deleteAccount(headers, `Wrong-guess-${i}`)).statusCode).toBe(400);
    const guessed = await deleteAccount(headers, TEST_PASSWORD);
    expect(guessed.statusCode).toBe(429);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    const byEmail = await deleteAccount(headers, user.email);
    expect(byEmail.statusCode).toBe(200);
  });
});
