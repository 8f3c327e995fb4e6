import type { Transaction } from '#server/db/client.ts';
import { roles } from '#server/db/schema/identity.ts';
import {
  candidateStatuses,
  contactSubjects,
  currencies,
  educationLevels,
  genders,
  industries,
  jobStatuses,
  jobTypes,
  marketingChannels,
  recruitmentTypes,
  remoteTypes,
  salaryTypes,
} from '#server/db/schema/lookups.ts';
import {
  CANDIDATE_STATUSES,
  CONTACT_SUBJECTS,
  CURRENCIES,
  EDUCATION_LEVELS,
  GENDERS,
  INDUSTRIES,
  JOB_STATUSES,
  JOB_TYPES,
  MARKETING_CHANNELS,
  RECRUITMENT_TYPES,
  REMOTE_TYPES,
  ROLES,
  SALARY_TYPES,
} from './data/lookups.ts';

/**
 * Inserts the fixed lookup rows that are missing. Existing rows are left as they are: staff edit
 * names and colours through the lookup pages, and a restart must not undo their changes.
 */
export async function seedLookups(tx: Transaction): Promise<void> {
  await tx.insert(roles).values(ROLES).onConflictDoNothing();
  await tx.insert(currencies).values(CURRENCIES).onConflictDoNothing();
  await tx.insert(industries).values(INDUSTRIES).onConflictDoNothing();
  await tx.insert(jobTypes).values(JOB_TYPES).onConflictDoNothing();
  await tx.insert(remoteTypes).values(REMOTE_TYPES).onConflictDoNothing();
  await tx.insert(recruitmentTypes).values(RECRUITMENT_TYPES).onConflictDoNothing();
  await tx.insert(salaryTypes).values(SALARY_TYPES).onConflictDoNothing();
  await tx.insert(educationLevels).values(EDUCATION_LEVELS).onConflictDoNothing();
  await tx.insert(genders).values(GENDERS).onConflictDoNothing();
  await tx.insert(contactSubjects).values(CONTACT_SUBJECTS).onConflictDoNothing();
  await tx.insert(jobStatuses).values(JOB_STATUSES).onConflictDoNothing();
  await tx.insert(candidateStatuses).values(CANDIDATE_STATUSES).onConflictDoNothing();
  await tx.insert(marketingChannels).values(MARKETING_CHANNELS).onConflictDoNothing();
}
