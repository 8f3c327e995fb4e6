import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { users } from '../../db/schema/index.ts';
import { createUser } from '#server/test/factories/user.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { post, unique } from './accounts-test-setup.ts';

useTestApp();

async function signUp(linkedinPage: string) {
  return post('/api/accounts/signup', {
    firstname: 'Ayşe',
    lastname: 'Kaya',
    email: `li-${unique()}@example.test`,
    password: 'Sunny-Rivers-42',
    linkedinPage,
    marketingChannelId: 1,
    termsAccepted: true,
    captchaToken: await solvedBotCheckToken(t.app, 'signup'),
  });
}

const stored = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]?.linkedinPage;

describe('one LinkedIn form everywhere', () => {
  it('stores {host}/in/{name}/ and refuses a profile already registered in another spelling', async () => {
    const name = `can-${unique()}`;
    // The demo data and referrals store the spec's form.
    await createUser(t.db, { roleId: ROLE.recruiter, linkedinPage: `linkedin.com/in/${name}/` });
    for (const typed of [
      `https://www.linkedin.com/in/${name}`,
      `HTTPS://LinkedIn.com/in/${name.toUpperCase()}/`,
      `www.linkedin.com/in/${name}/`,
    ]) {
      const answer = await signUp(typed);
      expect(answer.statusCode, typed).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'linkedin_taken' });
    }
    const fresh = `fresh-${unique()}`;
    const created = await signUp(`https://www.linkedin.com/in/${fresh}/`);
    expect(created.statusCode).toBe(201);
    const email = JSON.parse(String(created.body)).email as string | undefined;
    if (email) expect(await stored(email)).toBe(`linkedin.com/in/${fresh}/`);
  });

  it('refuses, with 409 and not 500, a profile update to someone else’s LinkedIn', async () => {
    const name = `taken-${unique()}`;
    await createUser(t.db, { linkedinPage: `linkedin.com/in/${name}/` });
    const me = await t.loginAs({ roleId: ROLE.recruiter });
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: me.headers,
      payload: {
        firstname: 'Rita',
        lastname: 'Recruiter',
        mobile: null,
        linkedinPage: `https://www.linkedin.com/in/${name}`,
        title: null,
        birthDate: null,
        countryId: null,
        cityId: null,
        language: 'en',
        publicProfileFields: [],
      },
    });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'linkedin_taken' });
  });

  it('the migration rewrites the old spellings to the spec’s form', async () => {
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../../../drizzle/0012_linkedin_canonical.sql'),
      'utf8',
    );
    const rewrite = migration.split('--> statement-breakpoint')[0] ?? '';
    const id = unique();
    const old = [
      [`https://www.linkedin.com/in/Zed-${id}/?trk=x`, `linkedin.com/in/Zed-${id}/`],
      [`HTTP://tr.linkedin.com/in/bob-${id}`, `linkedin.com/in/bob-${id}/`],
      [`linkedin.com/company/acme-${id}`, `linkedin.com/company/acme-${id}`],
    ] as const;
    const rows = [];
    for (const [typed] of old) rows.push(await createUser(t.db, { linkedinPage: typed }));
    await t.db.execute(sql.raw(rewrite));
    for (const [index, [, expected]] of old.entries()) {
      const [row] = await t.db.select().from(users).where(eq(users.id, rows[index]!.id));
      expect(row?.linkedinPage).toBe(expected);
    }
  });
});
