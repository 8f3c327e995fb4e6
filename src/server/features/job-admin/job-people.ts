import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { JobPeopleResponse } from '#shared/schemas/job-admin-list.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { companyMembers, jobRecruiters, jobResponsibles, users } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { activeRecruiter } from '../../platform/active-recruiter.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { isStaff, jobForCaller } from '../../platform/company-access.ts';

/** Company responsibles (members of the job's company) or assigned recruiters ("crowd"). */
export type JobPeopleKind = 'responsibles' | 'recruiters';

const TABLES = { responsibles: jobResponsibles, recruiters: jobRecruiters } as const;

export const JOB_PEOPLE_MESSAGES = {
  notAMember: 'jobAdmin.messages.notAMember',
  notARecruiter: 'jobAdmin.messages.notARecruiter',
} as const;

/** The user who may be named on this job as `kind`, or a 400 naming why not. */
async function eligibleUser(
  db: Queryable,
  kind: JobPeopleKind,
  companyId: number,
  publicId: string,
) {
  if (kind === 'responsibles') {
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(
        and(
          eq(users.publicId, publicId),
          eq(companyMembers.companyId, companyId),
          isNull(companyMembers.removedAt),
        ),
      );
    if (!member)
      throw badRequest('The person is not a member of the job’s company', [
        { path: 'userId', message: JOB_PEOPLE_MESSAGES.notAMember },
      ]);
    return member.id;
  }
  const [recruiter] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.publicId, publicId), activeRecruiter()));
  if (!recruiter)
    throw badRequest('The person is not an active recruiter', [
      { path: 'userId', message: JOB_PEOPLE_MESSAGES.notARecruiter },
    ]);
  return recruiter.id;
}

/**
 * The job's people as the caller reads them. A recruiter's address is theirs to give, as in the
 * people picker: staff read it, the company only when the recruiter made it public (naming a
 * recruiter on a job is the company's own doing and asks them nothing).
 */
async function listPeople(db: Queryable, kind: JobPeopleKind, jobId: number, auth: AuthContext) {
  const table = TABLES[kind];
  const rows = await db
    .select({
      id: users.publicId,
      first: users.firstname,
      last: users.lastname,
      email: users.email,
      emailPublic: sql<boolean>`${users.publicProfileFields} ? 'email'`,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(eq(table.jobId, jobId))
    .orderBy(asc(table.createdAt), asc(users.id));
  const addressShown = (row: (typeof rows)[number]) =>
    kind === 'responsibles' || isStaff(auth) || row.emailPublic;
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first} ${row.last}`.trim(),
    email: addressShown(row) ? row.email : null,
  }));
}

type Change = {
  auth: AuthContext;
  kind: JobPeopleKind;
  jobPublicId: string;
  userPublicId: string;
  request?: FastifyRequest;
};

/**
 * Names one more person on a job (nothing changes when they are already named). Another
 * company's job answers 404, so its id is never confirmed.
 */
export async function addJobPerson(db: Database, change: Change): Promise<JobPeopleResponse> {
  return db.transaction(async (tx) => {
    const job = await jobForCaller(tx, change.auth, change.jobPublicId);
    const userId = await eligibleUser(tx, change.kind, job.companyId, change.userPublicId);
    const added = await tx
      .insert(TABLES[change.kind])
      .values({ jobId: job.id, userId })
      .onConflictDoNothing()
      .returning();
    if (added.length > 0)
      await audit(
        tx,
        {
          actorUserId: change.auth.userId,
          action: `job.${change.kind}.add`,
          entity: 'job',
          entityId: job.publicId,
          data: { userId: change.userPublicId },
        },
        change.request,
      );
    return { items: await listPeople(tx, change.kind, job.id, change.auth) };
  });
}

/** Removes a person from a job (nothing changes when they were not named). */
export async function removeJobPerson(db: Database, change: Change): Promise<JobPeopleResponse> {
  return db.transaction(async (tx) => {
    const job = await jobForCaller(tx, change.auth, change.jobPublicId);
    const table = TABLES[change.kind];
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.publicId, change.userPublicId));
    const removed = user
      ? await tx
          .delete(table)
          .where(and(eq(table.jobId, job.id), eq(table.userId, user.id)))
          .returning()
      : [];
    if (removed.length > 0)
      await audit(
        tx,
        {
          actorUserId: change.auth.userId,
          action: `job.${change.kind}.remove`,
          entity: 'job',
          entityId: job.publicId,
          data: { userId: change.userPublicId },
        },
        change.request,
      );
    return { items: await listPeople(tx, change.kind, job.id, change.auth) };
  });
}
