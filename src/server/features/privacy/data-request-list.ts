import { and, count, eq, sql } from 'drizzle-orm';
import {
  DATA_REQUEST_DUE_DAYS,
  dataRequestExportQuerySchema,
  dataRequestPageSchema,
  dataRequestQuerySchema,
  type DataRequest,
  type DataRequestQuery,
} from '#shared/schemas/privacy.ts';
import type { Queryable } from '../../db/client.ts';
import { privacyDataRequests } from '../../db/schema/index.ts';
import type { ListResource } from '../../platform/list-kit/list-resource.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';

const dueOn = sql<string>`to_char(${privacyDataRequests.receivedOn}::date + ${DATA_REQUEST_DUE_DAYS}::int, 'YYYY-MM-DD')`;
const daysLeft = sql<number>`(${privacyDataRequests.receivedOn}::date + ${DATA_REQUEST_DUE_DAYS}::int) - (now() at time zone 'UTC')::date`;

export const dataRequestColumns = {
  id: privacyDataRequests.id,
  name: privacyDataRequests.name,
  email: privacyDataRequests.email,
  kind: privacyDataRequests.kind,
  receivedOn: privacyDataRequests.receivedOn,
  dueOn,
  daysLeft,
  status: privacyDataRequests.status,
  notes: privacyDataRequests.notes,
  doneAt: privacyDataRequests.doneAt,
};

const select = (db: Queryable) => db.select(dataRequestColumns).from(privacyDataRequests);
type Row = Awaited<ReturnType<typeof select>>[number];

export function toDataRequest(row: Row): DataRequest {
  return {
    ...row,
    daysLeft: row.status === 'done' ? null : Number(row.daysLeft),
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

/** Data requests from people without an account (menu `dataRequests`): staff only, 404 to others. */
export const dataRequestList: ListResource<DataRequestQuery, null, Row, DataRequest> = {
  base: '/api/privacy/data-requests',
  tags: ['privacy'],
  rights: { menu: 'dataRequests', refuse: 'not-found' },
  schemas: {
    query: dataRequestQuerySchema,
    exportQuery: dataRequestExportQuerySchema,
    page: dataRequestPageSchema,
  },
  scope: () => null,
  select,
  count: (db) => db.select({ value: count() }).from(privacyDataRequests),
  where: (query) =>
    and(
      query.status ? eq(privacyDataRequests.status, query.status) : undefined,
      query.kind ? eq(privacyDataRequests.kind, query.kind) : undefined,
      textMatch(query.q, [privacyDataRequests.name, privacyDataRequests.email]),
    ),
  sorts: () => ({
    receivedOn: privacyDataRequests.receivedOn,
    dueOn: sql`${privacyDataRequests.receivedOn}::date`,
    name: sql`lower(${privacyDataRequests.name})`,
    kind: privacyDataRequests.kind,
    status: privacyDataRequests.status,
  }),
  tieBreak: { column: privacyDataRequests.id, order: 'same' },
  toItem: toDataRequest,
  csv: {
    fileName: 'data-requests.csv',
    header: () => ['Name', 'E-mail', 'Kind', 'Received', 'Due', 'Days left', 'Status'],
    row: (item) => [
      item.name,
      item.email,
      item.kind,
      item.receivedOn,
      item.dueOn,
      item.daysLeft,
      item.status,
    ],
  },
};
