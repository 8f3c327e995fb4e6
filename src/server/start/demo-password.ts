import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

type Where = Pick<Config, 'demoPassword' | 'dataDir'>;

const fileOf = (config: Where) => path.join(config.dataDir, 'demo-password');

/** 16 random characters (96 bits): nobody guesses it, and it passes the password rule. */
export function newDemoPassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}

function readKept(config: Where): string | null {
  try {
    return fs.readFileSync(fileOf(config), 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The demo accounts' password, as the start banner prints it: the one made when they were seeded
 * (kept in the data folder; DEMO_PASSWORD set later does not change it), else DEMO_PASSWORD, which
 * they were seeded with, else null.
 */
export function knownDemoPassword(config: Where): string | null {
  return readKept(config) ?? config.demoPassword ?? null;
}

/**
 * The password the demo accounts are seeded with: DEMO_PASSWORD, else one made now and kept in
 * the data folder, readable by its owner only. Never a published default: the demo admin is
 * staff, and a default install may be reachable from the network.
 */
export function seedingDemoPassword(config: Where): string {
  const known = knownDemoPassword(config);
  if (known) return known;
  const made = newDemoPassword();
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(fileOf(config), `${made}\n`, { mode: 0o600, flag: 'wx' });
  return made;
}
