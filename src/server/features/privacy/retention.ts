import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_RETENTION_MONTHS,
  DESTRUCTION_LOG_YEARS,
  QUARANTINE_DAYS,
} from '#shared/schemas/privacy.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { privacySettings } from '../../db/schema/index.ts';
import type { FileStorage } from '../../infra/storage.ts';
import { pruneRetiredRefreshTokens } from '../../platform/auth/sessions.ts';
import { destroyCandidate } from './destroy-candidate.ts';
import { removeStoredFiles } from './erasure.ts';

export async function retentionMonths(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ months: privacySettings.retentionMonths })
    .from(privacySettings)
    .where(eq(privacySettings.id, 1));
  return row?.months ?? DEFAULT_RETENTION_MONTHS;
}

/** The last time anything happened to a candidate record: itself, a referral, a status, a CV. */
const lastActivity = sql`greatest(
  c.updated_at,
  (select max(r.updated_at) from referrals r where r.candidate_id = c.id),
  (select max(h.created_at) from referral_status_history h
     join referrals r on r.id = h.referral_id where r.candidate_id = c.id),
  (select max(f.created_at) from files f where f.candidate_id = c.id)
)`;

/** A legal hold on the record itself, on its owner or on the person it is. */
const held = sql`exists (
  select 1 from privacy_legal_holds lh
  where (lh.record_kind = 'candidate' and lh.record_id = c.id)
     or (lh.record_kind = 'user' and lh.record_id in (c.owner_user_id, c.user_id))
)`;

/** Already anonymised (the money history keeps it): nothing left to destroy. */
const alreadyDestroyed = sql`exists (
  select 1 from privacy_destruction_log dl where dl.record_kind = 'candidate' and dl.record_id = c.id
)`;

export type RetentionResult = {
  quarantined: number;
  released: number;
  destroyed: number;
  logPruned: number;
  refreshTokensPruned: number;
};

/**
 * One run of the retention job (pg-boss runs it daily; tests call it with their own clock).
 * Candidate records idle past the staff-set period are quarantined; those still idle and not held
 * 30 days later are destroyed (CVs with them) and logged; records that became active again or got
 * a hold leave quarantine. Destruction log rows older than three years are pruned, and so are the
 * retired refresh tokens of sessions that ended.
 */
export async function runRetention(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<RetentionResult> {
  const months = await retentionMonths(db);
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)`;
  const quarantineEnd = sql`${now.toISOString()}::timestamptz - make_interval(days => ${QUARANTINE_DAYS}::int)`;

  const released = await db.execute(sql`
    delete from privacy_quarantine q using candidates c
    where c.id = q.candidate_id and (${lastActivity} >= ${cutoff} or ${held})`);

  const quarantined = await db.execute(sql`
    insert into privacy_quarantine (candidate_id, quarantined_at)
    select c.id, ${now.toISOString()}::timestamptz from candidates c
    where ${lastActivity} < ${cutoff} and not ${held} and not ${alreadyDestroyed}
    on conflict (candidate_id) do nothing`);

  const due = await db.execute<{ id: number }>(sql`
    select c.id from privacy_quarantine q join candidates c on c.id = q.candidate_id
    where q.quarantined_at <= ${quarantineEnd} and ${lastActivity} < ${cutoff} and not ${held}
    order by c.id`);

  let destroyed = 0;
  for (const { id } of due.rows) {
    const keys = await db.transaction(async (tx) => {
      // Another process may have taken it meanwhile: only the one that removes the mark goes on.
      const taken = await tx.execute(
        sql`delete from privacy_quarantine where candidate_id = ${id} returning candidate_id`,
      );
      if (taken.rows.length === 0) return null;
      return destroyCandidate(tx, id, 'retention');
    });
    if (keys === null) continue;
    await removeStoredFiles(storage, keys);
    destroyed += 1;
  }

  const pruned = await db.execute(sql`
    delete from privacy_destruction_log
    where created_at < ${now.toISOString()}::timestamptz - make_interval(years => ${DESTRUCTION_LOG_YEARS}::int)`);

  const refreshTokensPruned = await pruneRetiredRefreshTokens(db, now);

  return {
    quarantined: quarantined.rowCount ?? 0,
    released: released.rowCount ?? 0,
    destroyed,
    logPruned: pruned.rowCount ?? 0,
    refreshTokensPruned,
  };
}
