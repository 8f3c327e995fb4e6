import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO_ADMIN, DEMO_CANDIDATE, DEMO_RECRUITERS } from '../db/seed/data/demo-people.ts';
import { passwordWeakness, personalInputs } from '../infra/password-strength.ts';
import { announceStarted } from './banner.ts';
import { knownDemoPassword, newDemoPassword, seedingDemoPassword } from './demo-password.ts';

const folders: string[] = [];
const dataDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-demo-password-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function banner(env: Record<string, string>) {
  const lines: string[] = [];
  announceStarted(loadConfig(env), 3000, (line) => lines.push(line));
  return lines.join('\n');
}

// The demo admin is staff: a default install reachable from the network must not let anyone in
// with a password printed in the README.
describe('the demo accounts’ password', () => {
  it('is made at the first seeding, kept for its owner only, and printed at each start', () => {
    const DATA_DIR = dataDir();
    const config = loadConfig({ DATA_DIR });
    expect(config.demoPassword).toBeUndefined();
    expect(knownDemoPassword(config)).toBeNull();
    expect(banner({ DATA_DIR })).toContain(
      'Demo accounts (with the password they were given when first seeded):',
    );

    const made = seedingDemoPassword(config);
    expect(made).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(made).not.toBe('Copper-Lantern-42');
    const file = path.join(DATA_DIR, 'demo-password');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(seedingDemoPassword(config)).toBe(made);
    expect(knownDemoPassword(loadConfig({ DATA_DIR }))).toBe(made);
    expect(banner({ DATA_DIR })).toContain(`Demo accounts (password ${made}):`);
    expect(banner({ DATA_DIR })).toContain('admin@demo.local');

    // Another install makes another one.
    expect(seedingDemoPassword(loadConfig({ DATA_DIR: dataDir() }))).not.toBe(made);
  });

  it('is DEMO_PASSWORD when set, and then nothing is written', () => {
    const DATA_DIR = dataDir();
    const config = loadConfig({ DATA_DIR, DEMO_PASSWORD: 'Copper-Lantern-42' });
    expect(seedingDemoPassword(config)).toBe('Copper-Lantern-42');
    expect(fs.existsSync(path.join(DATA_DIR, 'demo-password'))).toBe(false);
    expect(banner({ DATA_DIR, DEMO_PASSWORD: 'Copper-Lantern-42' })).toContain(
      'Demo accounts (password Copper-Lantern-42):',
    );
  });

  it('passes the password rule for every demo account, as does the browser tests’ one', () => {
    const passwords = ['Copper-Lantern-42', ...Array.from({ length: 20 }, newDemoPassword)];
    for (const person of [DEMO_ADMIN, DEMO_CANDIDATE, ...DEMO_RECRUITERS]) {
      const inputs = personalInputs([person.firstname, person.lastname, person.email]);
      for (const password of passwords)
        expect(passwordWeakness(password, inputs), `${person.email} ${password}`).toBeNull();
    }
  });
});
