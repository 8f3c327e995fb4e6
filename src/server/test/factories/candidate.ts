import type { Queryable } from '#server/db/client.ts';
import { candidates } from '#server/db/schema/index.ts';
import { unique } from './unique.ts';

export type CandidateOptions = Partial<typeof candidates.$inferInsert> & {
  /** The recruiter (or, for an application, the candidate user) who owns the record. */
  ownerUserId: number;
};

/** A candidate record with a name and an email; anything can be overridden. */
export async function createCandidate(db: Queryable, options: CandidateOptions) {
  const code = unique();
  const [candidate] = await db
    .insert(candidates)
    .values({
      firstname: 'Ada',
      lastname: `Lovelace ${code}`,
      email: `ada-${code}@example.test`,
      ...options,
    })
    .returning();
  if (!candidate) throw new Error('createCandidate failed');
  return candidate;
}
