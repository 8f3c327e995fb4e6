import { eq, sql } from 'drizzle-orm';
import {
  currencyAdminExportQuerySchema,
  currencyAdminItemSchema,
  currencyAdminPageSchema,
  currencyAdminQuerySchema,
  currencyAdminUpdateSchema,
  type CurrencyAdminItem,
  type CurrencyAdminQuery,
} from '#shared/schemas/lookup-admin.ts';
import type { Queryable } from '../../db/client.ts';
import { currencies } from '../../db/schema/lookups.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { textMatch } from '../../platform/list-kit/text-match.ts';
import type { AdminResource } from './resource.ts';
import { tableWrites } from './table-writes.ts';

/** The highest job rewards sit beside the salary types: one menu right guards both. */
const MENU = 'jobSalary';
const TOO_MANY_DECIMALS = 'This currency does not take that many decimals';

const columns = {
  id: currencies.id,
  code: currencies.code,
  symbol: currencies.symbol,
  nameEn: currencies.nameEn,
  nameTr: currencies.nameTr,
  minorUnit: currencies.minorUnit,
  maxRewardMinor: currencies.maxRewardMinor,
};
const sorts = {
  sortOrder: currencies.sortOrder,
  code: currencies.code,
  nameEn: sql`lower(${currencies.nameEn})`,
  nameTr: sql`lower(${currencies.nameTr})`,
  maxReward: currencies.maxRewardMinor,
} as const;

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };
const toItem = ({ maxRewardMinor, ...row }: Row): CurrencyAdminItem => ({
  ...row,
  maxReward: maxRewardMinor / 10 ** row.minorUnit,
  active: true,
});

async function currencyById(db: Queryable, id: number): Promise<CurrencyAdminItem> {
  const [row] = await db.select(columns).from(currencies).where(eq(currencies.id, id));
  if (!row) throw notFound();
  return toItem(row);
}

const writes = tableWrites(
  { table: currencies, id: currencies.id, entity: 'currencies' },
  currencyById,
);

/** List, export and edit of the maximum reward; codes and minor units stay as seeded. */
export const currencyResource: AdminResource<
  CurrencyAdminQuery,
  Row,
  typeof currencyAdminItemSchema,
  typeof currencyAdminUpdateSchema,
  typeof currencyAdminUpdateSchema
> = {
  segment: 'currencies',
  menu: MENU,
  schemas: {
    item: currencyAdminItemSchema,
    create: currencyAdminUpdateSchema,
    update: currencyAdminUpdateSchema,
  },
  list: {
    schemas: {
      query: currencyAdminQuerySchema,
      exportQuery: currencyAdminExportQuerySchema,
      page: currencyAdminPageSchema,
    },
    select: (db) => db.select(columns).from(currencies),
    count: (db) => db.select({ value: sql<number>`count(*)::int` }).from(currencies),
    where: (query) => textMatch(query.q, [currencies.code, currencies.nameEn, currencies.nameTr]),
    sorts: () => sorts,
    tieBreak: { column: currencies.id, order: 'asc' },
    toItem,
    csv: {
      fileName: 'currencies.csv',
      header: () => ['ID', 'Code', 'Name (en)', 'Name (tr)', 'Maximum reward'],
      row: (item) => [item.id, item.code, item.nameEn, item.nameTr, item.maxReward],
    },
  },
  update: (ctx, id, body) =>
    writes.write(
      ctx,
      'update',
      id,
      async (tx) => {
        const current = await currencyById(tx, id);
        const scaled = body.maxReward * 10 ** current.minorUnit;
        const maxRewardMinor = Math.round(scaled);
        // 0.01 yen would have been stored as a maximum of 0: finer than the currency's minor unit.
        if (Math.abs(scaled - maxRewardMinor) > 1e-6)
          throw badRequest(TOO_MANY_DECIMALS, { fieldErrors: { maxReward: [TOO_MANY_DECIMALS] } });
        await writes.updateRow(tx, id, { maxRewardMinor });
      },
      { maxReward: body.maxReward },
    ),
};
