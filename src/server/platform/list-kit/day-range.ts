import { and, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** A list's from/to date filters (`YYYY-MM-DD`, UTC, both days included) as SQL on `column`. */
export function dayRange(column: AnyColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, dayStart(from)) : undefined,
    to ? lt(column, nextDay(to)) : undefined,
  );
}
