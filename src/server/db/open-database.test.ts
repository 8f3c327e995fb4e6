import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DatabaseUnreachableError, openDatabase } from './open-database.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-open-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('openDatabase with a DATABASE_URL server that is down', () => {
  it('retries, then fails with one clear line naming the server (never the password)', async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/app',
    });
    const lines: string[] = [];
    const opening = openDatabase(config, (line) => lines.push(line), 600);
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnreachableError);
    await expect(opening).rejects.toThrow(
      /^Cannot use the database at 127\.0\.0\.1:1\/app: .*ECONNREFUSED/,
    );
    await opening.catch((error: Error) => expect(error.message).not.toContain('s3cret'));
    expect(lines[0]).toMatch(/^the database at 127\.0\.0\.1:1\/app is not reachable .*retrying/);
  });
});
