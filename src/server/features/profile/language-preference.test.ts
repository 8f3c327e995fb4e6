import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '#shared/constants/roles.ts';
import { users } from '#server/db/schema/index.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

const put = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/preferences/language',
    headers,
    payload: payload as object,
  });

async function languageOf(userId: number) {
  const [row] = await t.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language;
}

describe('PUT /api/preferences/language', () => {
  it('saves the caller’s own language, for every role; nobody else’s', async () => {
    const bystander = await t.loginAs();
    for (const roleId of ROLE_IDS) {
      const me = await t.loginAs({ roleId, language: 'en' });
      const saved = await put({ language: 'tr' }, me.headers);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ language: 'tr' });
      expect(await languageOf(me.user.id)).toBe('tr');
    }
    expect(await languageOf(bystander.user.id)).toBe(bystander.user.language);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await put({ language: 'tr' })).statusCode).toBe(401);
  });

  it('refuses what is not a language of the app with 400, and changes nothing', async () => {
    const me = await t.loginAs({ language: 'en' });
    for (const payload of [
      { language: 'de' },
      { language: 'TR' },
      { language: 'tr'.repeat(5_000) },
      { language: 1 },
      { language: null },
      {},
      ['tr'],
    ]) {
      const refused = await put(payload, me.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await languageOf(me.user.id)).toBe('en');
  });
});
