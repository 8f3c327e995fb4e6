import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema/index.ts';

/** Secrets never change once stored, so each process reads each one once per database. */
const known = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * Returns a named secret, generating it once and storing it in the database so that every
 * server process on that database signs and verifies with the same key.
 */
export function sharedSecret(db: Database, name: string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreate(db, name);
    secrets.set(name, secret);
    // A failed read (the database away) is asked again next time, not kept.
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

async function readOrCreate(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}
