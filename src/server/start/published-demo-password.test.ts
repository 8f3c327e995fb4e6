import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { sessions, users } from '../db/schema/index.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { hashPassword, verifyPassword } from '../infra/passwords.ts';
import { createDiskStorage } from '../infra/storage.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import {
  PUBLISHED_DEMO_PASSWORD,
  replacePublishedDemoPassword,
} from './published-demo-password.ts';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-published-demo-'));
  // A data folder seeded before the password was made per install.
  await seedDatabase(database.db, {
    demo: true,
    demoPassword: () => PUBLISHED_DEMO_PASSWORD,
    storage: createDiskStorage(path.join(dataDir, 'files')),
  });
});
afterAll(async () => {
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const demoAccounts = () =>
  database.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) like '%@demo.local'`);

describe('demo accounts seeded with the once-published password', () => {
  it('are left alone while DEMO_PASSWORD chooses the password', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_PASSWORD: PUBLISHED_DEMO_PASSWORD });
    await replacePublishedDemoPassword(database.db, config, () => undefined);
    const [admin] = await demoAccounts();
    expect(await verifyPassword(admin?.passwordHash ?? '', PUBLISHED_DEMO_PASSWORD)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'demo-password'))).toBe(false);
  });

  it('get a new password at start, kept and printed, and their sessions end', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, SEED_DEMO: 'on' });
    const accounts = await demoAccounts();
    expect(accounts.length).toBeGreaterThan(4);
    const [first] = accounts;
    if (!first) throw new Error('no demo account');
    await database.db.insert(sessions).values({
      userId: first.id,
      refreshTokenHash: 'f'.repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    // An account of someone else with the same password keeps it: only the demo hash is replaced.
    const [other] = await database.db
      .insert(users)
      .values({
        email: `other-${Date.now()}@example.test`,
        firstname: 'Other',
        lastname: 'Person',
        roleId: 2,
        passwordHash: await hashPassword(PUBLISHED_DEMO_PASSWORD),
      })
      .returning();

    const said: string[] = [];
    await replacePublishedDemoPassword(database.db, config, (line) => said.push(line));
    const made = fs.readFileSync(path.join(dataDir, 'demo-password'), 'utf8').trim();
    expect(made).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(said.join('\n')).toContain('they have a new one');
    for (const account of await demoAccounts()) {
      expect(await verifyPassword(account.passwordHash ?? '', PUBLISHED_DEMO_PASSWORD)).toBe(false);
      expect(await verifyPassword(account.passwordHash ?? '', made)).toBe(true);
    }
    const open = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, first.id))
      .then((rows) => rows.filter((row) => row.revokedAt === null));
    expect(open).toEqual([]);
    const [kept] = await database.db
      .select()
      .from(users)
      .where(eq(users.id, other?.id ?? 0));
    expect(await verifyPassword(kept?.passwordHash ?? '', PUBLISHED_DEMO_PASSWORD)).toBe(true);

    // A second start changes nothing.
    const hashes = (await demoAccounts()).map((account) => account.passwordHash);
    await replacePublishedDemoPassword(database.db, config, () => undefined);
    expect((await demoAccounts()).map((account) => account.passwordHash)).toEqual(hashes);
  });
});
