import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  not,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';
import type { Dashboard, DashboardJob, DashboardReferral } from '#shared/schemas/dashboard.ts';
import type { CurrencyBalance } from '#shared/schemas/points.ts';
import type { Queryable } from '../../db/client.ts';
import { sharedReads } from '../../db/shared-reads.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { prepareRows } from '../../db/prepared-rows.ts';
import { batchedLookup, rowsByKey } from '../../db/batched-lookup.ts';
import {
  candidateStatuses,
  candidates,
  cities,
  companies,
  countries,
  jobStatuses,
  jobs,
  pointsLedger,
  referrals,
  roles,
  userPresence,
  users,
} from '../../db/schema/index.ts';
import { ACTIVE_WINDOW_MS } from '../../platform/presence.ts';
import { pointsBalances, pointsBalancesWithSession } from '../../platform/points-balance.ts';
import type { SessionKey, SessionRead } from '../../platform/auth/auth-context.ts';
import { companyOf } from '../../platform/company-access.ts';
import { referralObjected } from '../../platform/consents/referral-objected.ts';

const HIRED = [6, 8];
const CLOSED = [6, 8, 9];
const WAITING = 7;
const DAY = 86_400_000;

/** Lookup names (statuses, countries, roles) come in the caller's language. */
export type Lang = 'en' | 'tr';

const jobColumns = (lang: Lang) => ({
  job: {
    id: jobs.id,
    publicId: jobs.publicId,
    slug: jobs.slug,
    title: jobs.title,
    rewardMinor: jobs.rewardMinor,
    rewardCurrency: jobs.rewardCurrency,
    statusId: jobs.statusId,
    publishedAt: jobs.publishedAt,
  },
  companyName: companies.name,
  city: cities.name,
  country: lang === 'tr' ? countries.nameTr : countries.nameEn,
  statusName: lang === 'tr' ? jobStatuses.nameTr : jobStatuses.nameEn,
  statusColor: jobStatuses.colorCode,
});

type JobRow = {
  job: Pick<
    typeof jobs.$inferSelect,
    'publicId' | 'slug' | 'title' | 'rewardMinor' | 'rewardCurrency' | 'statusId' | 'publishedAt'
  >;
  companyName: string;
  city: string | null;
  country: string | null;
  statusName: string | null;
  statusColor: string | null;
};

function toJob(row: JobRow): DashboardJob {
  return {
    id: row.job.publicId,
    slug: row.job.slug,
    title: row.job.title,
    companyName: row.companyName,
    location: [row.city, row.country].filter(Boolean).join(', ') || null,
    reward: { amountMinor: row.job.rewardMinor, currency: row.job.rewardCurrency },
    statusId: row.job.statusId,
    statusName: row.statusName ?? '',
    statusColor: row.statusColor,
    publishedAt: row.job.publishedAt?.toISOString() ?? null,
  };
}

/** The dashboards' job cards; `extra` adds columns (the company's cards' description). */
function jobQuery<Extra extends Record<string, SQL>>(db: Queryable, lang: Lang, extra?: Extra) {
  return db
    .select({ ...jobColumns(lang), ...(extra as Extra) })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(cities, eq(cities.id, jobs.cityId))
    .leftJoin(countries, eq(countries.id, jobs.countryId))
    .leftJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId));
}

const referralColumns = (lang: Lang) => ({
  publicId: referrals.publicId,
  createdAt: referrals.createdAt,
  // Named apart from the referral's own public_id: the batched read selects these in a subquery.
  jobPublicId: sql<string>`${jobs.publicId}`.as('job_public_id'),
  jobSlug: jobs.slug,
  jobTitle: jobs.title,
  companyName: companies.name,
  first: candidates.firstname,
  last: candidates.lastname,
  statusName: lang === 'tr' ? candidateStatuses.nameTr : candidateStatuses.nameEn,
  statusColor: candidateStatuses.colorCode,
  points:
    sql<number>`coalesce((select sum(${pointsLedger.points}) from ${pointsLedger} where ${pointsLedger.referralId} = ${referrals.id}), 0)::bigint`.as(
      'points',
    ),
});

/** The 20 newest referrals a recruiter made (`referrer`) or a candidate user is in. */
function referralQuery(
  db: Queryable,
  lang: Lang,
  of: 'referrer' | 'candidate',
  userId: SQLWrapper = sql.placeholder('userId'),
) {
  return db
    .select(referralColumns(lang))
    .from(referrals)
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .leftJoin(candidateStatuses, eq(candidateStatuses.id, referrals.statusId))
    .where(of === 'referrer' ? eq(referrals.referrerUserId, userId) : eq(candidates.userId, userId))
    .orderBy(desc(referrals.createdAt))
    .limit(20);
}

type ReferralRow = Awaited<ReturnType<typeof referralQuery>>[number];

/**
 * The referred lists of several recruiters in one statement (placeholder `userIds`): each
 * reader's 20 newest beside their id, walked from their own index. The readers are users' rows
 * picked by `= ANY`, not an `unnest` of the array: the generic plan of the `unnest` counted on 10
 * readers, and looked dearer than a plan for a batch of 8 (cost 260 against 208), so under load
 * the prepared statement was planned again on every call (0.66 ms of planning to run in 0.03 ms).
 * Over the users' key the two plans cost the same, and PostgreSQL keeps the generic one.
 */
function referredOfReaders(db: Queryable, lang: Lang) {
  const reader = alias(users, 'reader');
  const readerId = sql<number>`${reader.id}`;
  const page = referralQuery(db, lang, 'referrer', readerId).as('referred');
  return db
    .select({
      readerId: sql<number>`${readerId}`.as('reader_id'),
      publicId: page.publicId,
      createdAt: page.createdAt,
      jobPublicId: page.jobPublicId,
      jobSlug: page.jobSlug,
      jobTitle: page.jobTitle,
      companyName: page.companyName,
      first: page.first,
      last: page.last,
      statusName: page.statusName,
      statusColor: page.statusColor,
      points: page.points,
    })
    .from(reader)
    .innerJoinLateral(page, sql`true`)
    .where(sql`${reader.id} = any(${sql.placeholder('userIds')}::int[])`)
    .orderBy(readerId, desc(page.createdAt));
}

/**
 * A recruiter's referred list, read together with those of the other recruiters whose dashboards
 * were asked in the same turn of the event loop (`batchedLookup`): one round trip for them all.
 */
function referredBatch(db: Queryable, lang: Lang, name: string) {
  const statement = prepareRows(referredOfReaders(db, lang), name);
  // A batch of one reads by the reader's id: for one id in its array, a plan for the actual
  // values looks cheaper than the generic plan (which counts on 10), so it would be planned again.
  const ofOne = prepareRows(referralQuery(db, lang, 'referrer'), `${name}_one`);
  const lookup = batchedLookup<number, ReferralRow[]>(async (userIds) => {
    const readers = [...new Set(userIds)];
    if (readers.length === 1) {
      const rows = await ofOne.execute({ userId: readers[0] });
      return userIds.map(() => rows);
    }
    const rows = await statement.execute({ userIds: readers });
    const byReader = rowsByKey(rows, (row) => row.readerId);
    return userIds.map((userId) => byReader.get(userId) ?? []);
  });
  return async (userId: number) => (await lookup(userId)) ?? [];
}

function toReferral(row: ReferralRow): DashboardReferral {
  return {
    id: row.publicId,
    jobId: row.jobPublicId,
    jobSlug: row.jobSlug,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    candidateName: `${row.first} ${row.last}`.trim(),
    statusName: row.statusName ?? '',
    statusColor: row.statusColor,
    points: Number(row.points),
    createdAt: row.createdAt.toISOString(),
  };
}

const openJobsQuery = (db: Queryable, lang: Lang) =>
  jobQuery(db, lang)
    .where(eq(jobs.statusId, JOB_STATUS.open))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(6);

/** The recruiter's and the candidate's dashboards, in each language: read on every visit. */
const statementsFor = preparedPerDatabase((db) => {
  // The open jobs are the same for every recruiter: requests at the same moment share one read.
  const openJobsRead = sharedReads<JobRow[]>();
  const inLanguage = (lang: Lang) => {
    const openJobs = prepareRows(openJobsQuery(db, lang), `dashboard_open_jobs_${lang}`);
    return {
      openJobs: { execute: () => openJobsRead(lang, () => openJobs.execute()) },
      referred: referredBatch(db, lang, `dashboard_referred_${lang}`),
      applied: prepareRows(referralQuery(db, lang, 'candidate'), `dashboard_applied_${lang}`),
    };
  };
  return { en: inLanguage('en'), tr: inLanguage('tr') };
});

const activeSince = () => new Date(Date.now() - ACTIVE_WINDOW_MS);

export async function listActiveUsers(db: Queryable, lang: Lang = 'en') {
  const rows = await db
    .select({
      user: users,
      lastSeenAt: userPresence.lastSeenAt,
      roleName: lang === 'tr' ? roles.nameTr : roles.nameEn,
    })
    .from(userPresence)
    .innerJoin(users, eq(users.id, userPresence.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(gte(userPresence.lastSeenAt, activeSince()))
    .orderBy(desc(userPresence.lastSeenAt))
    .limit(200);
  return rows.map(({ user, lastSeenAt, roleName }) => ({
    id: user.publicId,
    name: `${user.firstname} ${user.lastname}`.trim(),
    roleName,
    lastSeenAt: lastSeenAt.toISOString(),
  }));
}

type Statements = ReturnType<typeof statementsFor>[Lang];

/** Three independent reads, each on a connection of its own: the page waits for the slowest. */
async function recruiterDashboard(
  statements: Statements,
  userId: number,
  balancesRead: Promise<CurrencyBalance[]>,
): Promise<Dashboard> {
  const [open, balances, referred] = await Promise.all([
    statements.openJobs.execute(),
    balancesRead,
    statements.referred(userId),
  ]);
  return {
    kind: 'recruiter',
    balances,
    openJobs: open.map(toJob),
    referrals: referred.map(toReferral),
  };
}

/**
 * A recruiter's dashboard for `request.authenticateAlong`, the session checked by the balances'
 * statement: the other two reads run beside it for the token's user, and are dropped with it when
 * the session is not valid.
 */
export async function recruiterDashboardWithSession(
  db: Queryable,
  key: SessionKey,
  lang: Lang = 'en',
): Promise<SessionRead<Dashboard>> {
  const balancesRead = pointsBalancesWithSession(db, key);
  const balances = balancesRead.then((read) => read.value);
  const value = await recruiterDashboard(statementsFor(db)[lang], key.userId, balances);
  return { session: (await balancesRead).session, value };
}

/** My Dashboard: one shape per role. */
export async function getDashboard(
  db: Queryable,
  auth: { userId: number; roleId: number },
  lang: Lang = 'en',
): Promise<Dashboard> {
  const statements = statementsFor(db)[lang];
  if (auth.roleId === ROLE.recruiter) {
    const balances = pointsBalances(db, auth.userId);
    return recruiterDashboard(statements, auth.userId, balances);
  }
  if (auth.roleId === ROLE.candidate) {
    const rows = await statements.applied.execute({ userId: auth.userId });
    return { kind: 'candidate', applications: rows.map(toReferral) };
  }
  if (auth.roleId === ROLE.company) {
    const company = await companyOf(db, auth.userId);
    if (!company) return { kind: 'company', companyName: null, jobs: [] };
    // Only the company's cards show a description: its first 1,000 characters, cut in SQL.
    const rows = await jobQuery(db, lang, {
      description: sql<string>`left(${jobs.descriptionHtml}, 1000)`,
    })
      .where(eq(jobs.companyId, company.id))
      .orderBy(desc(jobs.createdAt))
      .limit(50);
    const ids = rows.map((row) => row.job.id);
    const counts = ids.length
      ? await db
          .select({
            jobId: referrals.jobId,
            total: count(),
            active: sql<number>`count(*) filter (where ${referrals.statusId} not in (${sql.join(CLOSED, sql`, `)}))::int`,
            waiting: sql<number>`count(*) filter (where ${referrals.statusId} = ${WAITING})::int`,
            hired: sql<number>`count(*) filter (where ${referrals.statusId} in (${sql.join(HIRED, sql`, `)}))::int`,
            stage: sql<number>`max(case when ${referrals.statusId} in (6, 8) then 6 when ${referrals.statusId} = 7 then 5 when ${referrals.statusId} between 1 and 5 then ${referrals.statusId} else 0 end)::int`,
          })
          .from(referrals)
          // A referral its person objected to is the company's no more (decision 13): its
          // cards count what its board shows.
          .where(and(inArray(referrals.jobId, ids), not(referralObjected)))
          .groupBy(referrals.jobId)
      : [];
    const byJob = new Map(counts.map((row) => [row.jobId, row]));
    return {
      kind: 'company',
      companyName: company.name,
      jobs: rows.map((row) => {
        const c = byJob.get(row.job.id);
        return {
          ...toJob(row),
          description: row.description,
          progressPct: Math.round((Number(c?.stage ?? 0) / 6) * 100),
          total: c?.total ?? 0,
          active: Number(c?.active ?? 0),
          waiting: Number(c?.waiting ?? 0),
          hired: Number(c?.hired ?? 0),
        };
      }),
    };
  }
  const since = (days: number) => new Date(Date.now() - days * DAY);
  // Independent counts, each on a connection of its own: the page waits for the slowest.
  const [openJobs, newReferrals, hires, activeUsers, recent] = await Promise.all([
    db.$count(jobs, eq(jobs.statusId, JOB_STATUS.open)),
    db.$count(referrals, gte(referrals.createdAt, since(7))),
    db.$count(referrals, gte(referrals.hiredAt, since(30))),
    db.$count(userPresence, gte(userPresence.lastSeenAt, activeSince())),
    jobQuery(db, lang).orderBy(desc(jobs.createdAt)).limit(5),
  ]);
  return {
    kind: 'staff',
    openJobs,
    newReferrals,
    hires,
    activeUsers,
    recentJobs: recent.map(toJob),
  };
}
