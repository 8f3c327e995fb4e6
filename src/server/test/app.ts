import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDiskStorage } from '../infra/storage.ts';
import { sharedSecret } from '../infra/secrets.ts';
import { REFRESH_COOKIE } from '../platform/auth/refresh-cookie.ts';
import { createLoginSession } from '../platform/auth/sessions.ts';
import { createTokenService } from '../platform/auth/tokens.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { createUser, type UserOverrides } from './factories/user.ts';

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

  const tokens = createTokenService(
    config.jwtSecret ?? (await sharedSecret(database.db, 'jwt')),
    config.accessTokenTtlSeconds,
  );

  /**
   * Creates a user and opens a session for it as a password login does (the same session row,
   * audit row and token), without the bot check and the password hash the login route spends
   * about 80 ms of CPU on: most tests log in several users, and the login route has tests of its
   * own. Returns the user, the bearer header and the refresh cookie.
   */
  async function loginAs(overrides: UserOverrides = {}) {
    const user = await createUser(database.db, overrides);
    const { sessionId, refreshToken } = await createLoginSession(
      database.db,
      user.id,
      config.refreshTokenTtlDays,
      {},
    );
    const token = await tokens.sign({ userId: user.id, roleId: user.roleId, sessionId });
    return {
      user,
      token,
      headers: { authorization: `Bearer ${token}` },
      cookie: `${REFRESH_COOKIE}=${refreshToken}`,
    };
  }

  return {
    app,
    db: database.db,
    pool: database.pool,
    config,
    storage,
    loginAs,
    /** An access token signed with the app's key for any claims, as a holder of the key could. */
    signToken: (claims: { userId: number; roleId: number; sessionId: string }) =>
      tokens.sign(claims),
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
