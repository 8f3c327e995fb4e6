import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDiskStorage } from '../infra/storage.ts';
import { solvedBotCheckToken } from './bot-check-token.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { createUser, TEST_PASSWORD, type UserOverrides } from './factories/user.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, driven through inject(); close() drops everything. */
export async function createTestApp(
  env: Record<string, string> = {},
  configure?: (
    app: Awaited<ReturnType<typeof buildApp>>,
    db: TestDatabase['db'],
  ) => void | Promise<void>,
  /** A built client to serve (index.html, and a page renderer in ../ssr/entry-server.js). */
  clientDir?: string,
) {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    // The checkout tests pay with test cards; an install on its own database has no test checkout.
    TEST_CHECKOUT: 'on',
    ...env,
  });
  const storage = createDiskStorage(config.filesDir);
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    storage,
    logger: false,
    clientDir,
  });
  await configure?.(app, database.db);
  await app.ready();

  /** Creates a user and logs in through the API; returns the user, the bearer header and the cookie. */
  async function loginAs(overrides: UserOverrides = {}) {
    const user = await createUser(database.db, overrides);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: user.email,
        password: overrides.password ?? TEST_PASSWORD,
        captchaToken: await solvedBotCheckToken(app, 'login'),
      },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    const body = response.json<{ accessToken: string }>();
    return {
      user,
      token: body.accessToken,
      headers: { authorization: `Bearer ${body.accessToken}` },
      cookie: refreshCookie(response),
    };
  }

  return {
    app,
    db: database.db,
    pool: database.pool,
    config,
    storage,
    loginAs,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function refreshCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'rt');
  return cookie ? `rt=${cookie.value}` : undefined;
}
