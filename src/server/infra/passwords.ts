import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency-limit.ts';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
// 2 is Algorithm.Argon2id; the package declares it as an ambient const enum, not importable here.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// One hash per core at a time: libuv's four threads all hashing on a 2-core machine did fewer
// verifications a second than two, and left no thread for the server's file reads.
const oneHashPerCore = concurrencyLimit(os.availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneHashPerCore(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
