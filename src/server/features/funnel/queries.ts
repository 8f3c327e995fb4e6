import { sql, type SQL } from 'drizzle-orm';
import { FUNNEL_STAGES, type FunnelRow, type FunnelStageRow } from '#shared/schemas/funnel.ts';
import type { Queryable } from '../../db/client.ts';
import { LAST_STAGE, stageOf } from './stages.ts';

type AggregateRow = {
  is_total: number;
  recruiter_public_id: string | null;
  firstname: string | null;
  lastname: string | null;
  counts: number[];
  medians: Record<string, number | null> | null;
};

/**
 * The funnel in one statement. A referral's stage is the furthest it ever reached (its current
 * status or any status in its history). Time in a stage runs from first entering it (the referral's
 * creation for `referred`) to first reaching a later stage; referrals that never moved on are left
 * out of that stage's median. Grouped per recruiter (own applications: recruiter null) and in total.
 */
export async function funnelAggregates(
  db: Queryable,
  where: SQL,
  sinceDays: number | null,
): Promise<{ total: FunnelRow; rows: FunnelRow[] }> {
  const period =
    sinceDays === null
      ? sql`true`
      : sql`r.created_at >= now() - make_interval(days => ${sinceDays}::int)`;
  const countColumns = sql.join(
    FUNNEL_STAGES.map(
      (_, index) => sql`count(*) filter (where stage >= ${sql.raw(String(index))})`,
    ),
    sql`, `,
  );
  const result = await db.execute<AggregateRow>(sql`
    with scoped as (
      select r.id, r.created_at, r.status_id,
        case when r.kind = 'referral' then r.referrer_user_id end as recruiter_id
      from referrals r join jobs j on j.id = r.job_id
      where ${where} and ${period}
    ),
    moves as (
      select s.id as referral_id, s.created_at as at, 0 as stage from scoped s
      union all
      select h.referral_id, h.created_at, ${stageOf(sql`h.to_status_id`)}
      from referral_status_history h join scoped s on s.id = h.referral_id
      where ${stageOf(sql`h.to_status_id`)} is not null
    ),
    entered as (
      select referral_id, stage, min(at) as at from moves group by referral_id, stage
    ),
    reached as (
      select s.id, s.recruiter_id,
        greatest(coalesce(${stageOf(sql`s.status_id`)}, 0), coalesce(max(e.stage), 0)) as stage
      from scoped s left join entered e on e.referral_id = s.id
      group by s.id, s.recruiter_id, s.status_id
    ),
    durations as (
      select e.referral_id, e.stage, extract(epoch from min(m.at) - e.at)::float8 as seconds
      from entered e
      join moves m on m.referral_id = e.referral_id and m.stage > e.stage and m.at >= e.at
      group by e.referral_id, e.stage, e.at
    ),
    counts as (
      select grouping(recruiter_id) as is_total, recruiter_id,
        array[${countColumns}]::int[] as counts
      from reached group by grouping sets ((recruiter_id), ())
    ),
    medians as (
      select grouping(r.recruiter_id) as is_total, r.recruiter_id, d.stage,
        percentile_cont(0.5) within group (order by d.seconds) as median
      from durations d join reached r on r.id = d.referral_id
      group by grouping sets ((r.recruiter_id, d.stage), (d.stage))
    )
    select c.is_total, u.public_id as recruiter_public_id, u.firstname, u.lastname, c.counts,
      (select json_object_agg(m.stage, round(m.median)) from medians m
        where m.is_total = c.is_total and m.recruiter_id is not distinct from c.recruiter_id) as medians
    from counts c left join users u on u.id = c.recruiter_id
    order by c.is_total desc, u.firstname, u.lastname, u.id nulls last
  `);
  const rows = result.rows.map(toRow);
  const totalIndex = result.rows.findIndex((row) => Number(row.is_total) === 1);
  const total = totalIndex >= 0 ? rows[totalIndex] : undefined;
  return {
    total: total ?? toRow(emptyAggregate()),
    rows: rows.filter((_, index) => index !== totalIndex),
  };
}

function emptyAggregate(): AggregateRow {
  return {
    is_total: 1,
    recruiter_public_id: null,
    firstname: null,
    lastname: null,
    counts: FUNNEL_STAGES.map(() => 0),
    medians: null,
  };
}

function toRow(row: AggregateRow): FunnelRow {
  const counts = row.counts.map(Number);
  const stages: FunnelStageRow[] = FUNNEL_STAGES.map((stage, index) => {
    const count = counts[index] ?? 0;
    const next = counts[index + 1] ?? 0;
    const median = index === LAST_STAGE ? null : (row.medians?.[String(index)] ?? null);
    return {
      stage,
      count,
      conversionToNext: index === LAST_STAGE || count === 0 ? null : next / count,
      medianSeconds: median === null ? null : Math.round(Number(median)),
    };
  });
  const name = [row.firstname, row.lastname].filter(Boolean).join(' ');
  return {
    recruiterId: row.recruiter_public_id,
    recruiterName: row.recruiter_public_id ? name : null,
    stages,
  };
}
