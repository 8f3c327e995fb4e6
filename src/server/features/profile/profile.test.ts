import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { someCity } from '#server/test/factories/reference-data.ts';
import { LINKEDIN_CHANGE_RATE_LIMIT } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let people = 0;
/** Each account its own LinkedIn profile: one profile belongs to one account. */
const update = () => ({
  firstname: 'Rita',
  lastname: 'Recruiter',
  mobile: '+90 532 000 00 00',
  linkedinPage: `https://www.linkedin.com/in/rita-${(people += 1)}`,
  title: 'Senior recruiter',
  birthDate: null,
  countryId: null,
  cityId: null,
  language: 'en',
  publicProfileFields: ['title', 'linkedinPage'],
});

describe('profile', () => {
  it('reads and updates the caller’s own profile, with warnings of what is missing', async () => {
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const before = await t.app.inject({ url: '/api/profile', headers: me.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id: me.user.publicId, balances: [], roleId: 2 });
    expect(before.json().warnings).toEqual(['general_check2', 'general_check3', 'billing_check1']);

    const { countryId, cityId } = await someCity(t.db);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: me.headers,
      payload: { ...update(), countryId, cityId },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstname: 'Rita', title: 'Senior recruiter' });
    expect(saved.json().warnings).toEqual(['billing_check1']);

    const dismissed = await t.app.inject({
      method: 'POST',
      url: '/api/profile/warnings/billing_check1/dismiss',
      headers: me.headers,
    });
    expect(dismissed.json()).toEqual({ items: [] });
  });

  it('shows on the public profile only the fields the member chose', async () => {
    const member = await t.loginAs({ roleId: ROLE.recruiter });
    const mine = update();
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: member.headers,
      payload: mine,
    });
    const viewer = await t.loginAs();
    const view = await t.app.inject({
      url: `/api/profile/public/${member.user.publicId}`,
      headers: viewer.headers,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      name: 'Rita Recruiter',
      title: 'Senior recruiter',
      // Stored in the spec's one form, `linkedin.com/in/{name}/`.
      linkedinPage: `${mine.linkedinPage.replace('https://www.', '')}/`,
    });
    expect(view.json()).not.toHaveProperty('email');
    expect(view.json()).not.toHaveProperty('mobile');
  });

  it('gives no way to read or change someone else’s profile', async () => {
    const victim = await t.loginAs();
    const attacker = await t.loginAs();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: attacker.headers,
      payload: { ...update(), id: victim.user.publicId },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().id).toBe(attacker.user.publicId);
    const victimProfile = await t.app.inject({ url: '/api/profile', headers: victim.headers });
    expect(victimProfile.json().firstname).toBe('Test');
  });

  it('counts changes of one’s LinkedIn page, which tell whether another account has a page', async () => {
    const taken = update();
    const save = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload: taken });
    const owner = await t.loginAs();
    // The owner saving their profile again, with the same page, counts nothing.
    for (let n = 0; n < LINKEDIN_CHANGE_RATE_LIMIT.limit + 3; n += 1)
      expect((await save(owner.headers)).statusCode).toBe(200);
    const prober = await t.loginAs();
    for (let n = 0; n < LINKEDIN_CHANGE_RATE_LIMIT.limit; n += 1)
      expect((await save(prober.headers)).json()).toMatchObject({ code: 'linkedin_taken' });
    const refused = await save({ ...prober.headers, 'accept-language': 'tr' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.json().message).not.toContain('Too many');
  });

  it('refuses bad input and anonymous callers', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
    const me = await t.loginAs();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: me.headers,
      payload: { ...update(), linkedinPage: 'not a link', firstname: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const { countryId } = await someCity(t.db);
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: me.headers,
      payload: { ...update(), countryId: countryId + 1000, cityId: 1 },
    });
    expect(mismatch.statusCode).toBe(400);
  });

  it('lists the genders in the caller’s language and keeps the chosen one', async () => {
    expect((await t.app.inject({ url: '/api/profile/genders' })).statusCode).toBe(401);
    const me = await t.loginAs();
    const en = await t.app.inject({ url: '/api/profile/genders', headers: me.headers });
    expect(en.statusCode).toBe(200);
    expect(en.json().items.map((item: { description: string }) => item.description)).toEqual([
      'Female',
      'Male',
      'Non-binary',
      'Prefer not to say',
    ]);
    const tr = await t.app.inject({ url: '/api/profile/genders?lang=tr', headers: me.headers });
    expect(tr.json().items[0].description).toBe('Kadın');
    const badLang = await t.app.inject({
      url: '/api/profile/genders?lang=de',
      headers: me.headers,
    });
    expect(badLang.statusCode).toBe(400);

    const female = en.json().items[0].id as number;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: me.headers,
      payload: { ...update(), genderId: female },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().genderId).toBe(female);

    // left out: unchanged; null: cleared
    const kept = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: me.headers,
      payload: update(),
    });
    expect(kept.json().genderId).toBe(female);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: me.headers,
      payload: { ...update(), genderId: null },
    });
    expect(cleared.json().genderId).toBeNull();

    for (const genderId of [9999, 0, 'female']) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: me.headers,
        payload: { ...update(), genderId },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('keeps the theme per user', async () => {
    const me = await t.loginAs();
    const initial = await t.app.inject({ url: '/api/preferences', headers: me.headers });
    expect(initial.json().theme).toMatchObject({
      scale: 14,
      colorScheme: 'light',
      menuMode: 'static',
    });
    const theme = { ...initial.json().theme, scale: 16, colorScheme: 'dark', menuMode: 'slim' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences/theme',
      headers: me.headers,
      payload: theme,
    });
    expect(saved.json().theme).toMatchObject({ scale: 16, colorScheme: 'dark' });
    const other = await t.loginAs();
    const otherTheme = await t.app.inject({ url: '/api/preferences', headers: other.headers });
    expect(otherTheme.json().theme.scale).toBe(14);
    const tooBig = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences/theme',
      headers: me.headers,
      payload: { ...theme, scale: 17 },
    });
    expect(tooBig.statusCode).toBe(400);
  });
});
