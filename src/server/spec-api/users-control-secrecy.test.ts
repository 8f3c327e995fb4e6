import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { appLoggerOptions } from '../http/app-logger.ts';
import { solvedBotCheckToken } from '../test/bot-check-token.ts';
import { createDiskStorage } from '../infra/storage.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { createUser } from '../test/factories/user.ts';

// POST /api/auth/users_control/{username}/{password}. docs/spec-api.md: "the route's request log
// is off (the path holds the password) and no answer repeats it; other methods and shapes under
// the path answer a 404 that does not repeat it". The app is built with the logger options of
// production (LOG_LEVEL info), its lines kept in memory so that the test can read them.

const SECRET = 'Sunny%Rivers-42';
const SECRET_WORD = 'Sunny';

let database: TestDatabase;
let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
const logLines: string[] = [];
let email: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-review-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    DATABASE_URL: database.url,
  });
  app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    storage: createDiskStorage(config.filesDir),
    logger: appLoggerOptions(config, { write: (line: string) => void logLines.push(line) }),
  });
  await app.ready();
  email = (await createUser(database.db, { password: SECRET })).email;
});

afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The path as the spec writes it: {api}/api/auth/users_control/{username}/{password}. */
const controlPath = (password: string) =>
  `/api/auth/users_control/${encodeURIComponent(email)}/${password}`;

describe('users_control never repeats nor logs the password of its path', () => {
  it('OPTIONS (a browser’s CORS preflight of the login) is answered without the password', async () => {
    const answer = await app.inject({
      method: 'OPTIONS',
      url: controlPath(encodeURIComponent('Secret-Password-93')),
      headers: {
        origin: 'https://legacy-client.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('Secret-Password-93');
  });

  it('OPTIONS does not write the password into the request log', async () => {
    logLines.length = 0;
    await app.inject({
      method: 'OPTIONS',
      url: controlPath(encodeURIComponent('Logged-Password-77')),
    });
    expect(logLines.join('\n')).not.toContain('Logged-Password-77');
  });

  it('an {api} base ending in "/" (//api/auth/users_control/...) neither repeats nor logs it', async () => {
    logLines.length = 0;
    const answer = await app.inject({
      method: 'POST',
      url: `/${controlPath(encodeURIComponent('Slash-Password-55'))}`,
      payload: {},
    });
    expect(answer.body).not.toContain('Slash-Password-55');
    expect(logLines.join('\n')).not.toContain('Slash-Password-55');
  });

  it('a method no route takes is answered and logged without the password', async () => {
    logLines.length = 0;
    const answer = await app.inject({
      method: 'PROPFIND',
      url: controlPath(encodeURIComponent('Odd-Method-Password-31')),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('Odd-Method-Password-31');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain('Odd-Method-Password-31');
  });

  it('logs in with a password holding "%" sent unencoded, as the spec templates it', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: controlPath(SECRET),
      payload: { recaptchaToken: await solvedBotCheckToken(app, 'login') },
    });
    expect(answer.body).not.toContain(SECRET_WORD);
    expect(answer.statusCode).toBe(200);
  });

  it('a password holding "%" sent as the spec templates it is not repeated in the answer', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: controlPath(SECRET),
      payload: {},
    });
    expect(answer.body).not.toContain(SECRET_WORD);
  });
});
