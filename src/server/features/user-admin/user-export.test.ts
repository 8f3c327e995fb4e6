import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { toCsv } from '#shared/format/csv.ts';
import { CSV_EXPORT_LIMIT } from '#shared/schemas/list-query.ts';
import { users } from '../../db/schema/index.ts';
import { listPage } from '../../platform/list-kit/list-rows.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories/user.ts';
import { userList } from './user-list.ts';

// The users export now streams from a cursor (issue 27): its bytes must be those of the whole
// file built at once from the list's rows, as the kit sent it before.
describe('the users CSV export', () => {
  let t: TestApp;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
    // Names that need quoting or the formula guard.
    for (const [firstname, lastname] of [
      ['Ayşe', 'Yılmaz, Jr.'],
      ['"Quoted"', 'Name'],
      ['=cmd', 'Formula'],
    ])
      await createUser(t.db, { firstname, lastname, roleId: ROLE.recruiter });
  });
  afterAll(() => t.close());

  it('sends every user, in the same bytes as the whole file built at once', async () => {
    const response = await t.app.inject({
      url: '/api/admin/users/export?sort=name&order=asc',
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    const csv = userList.csv;
    if (!csv) throw new Error('the users list exports CSV');
    const query = { page: 1, size: CSV_EXPORT_LIMIT, sort: 'name', order: 'asc' } as const;
    const { items } = await listPage(t.db, userList, query, null);
    const rows = items.map((item) => csv.row(item, query, null));
    expect(response.body).toBe(`\uFEFF${toCsv([csv.header(query, null), ...rows])}\r\n`);
    expect(response.body).toContain('"Yılmaz, Jr."');
    expect(response.body).toContain("'=cmd");
    const [stored] = await t.db.select({ n: count() }).from(users);
    expect(response.body.trim().split('\r\n')).toHaveLength(1 + Number(stored?.n));
  });
});
