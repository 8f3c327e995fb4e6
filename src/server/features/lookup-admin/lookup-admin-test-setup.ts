import { eq, inArray } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { countries, menus, roleMenuRights } from '../../db/schema/index.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

// What the lookup-admin test files share: the callers below belong to the test file that called
// useLookupAdminApp(), as `t` does (see use-test-app.ts).
export let staff: Record<string, string>;

/** Holds no lookup menu at all. */
export let recruiter: Record<string, string>;
/** Holds every lookup menu with the select flag only (set up in useLookupAdminApp). */
export let reader: Record<string, string>;

const LOOKUP_MENUS = [
  'candidateStatus',
  'educationLevel',
  'jobTypes',
  'jobStatus',
  'jobIndustries',
  'jobSalary',
  'jobLocation',
];

/** Builds the app (dropped after the file's tests) and logs the callers in. */
export function useLookupAdminApp() {
  useTestApp();
  beforeAll(async () => {
    staff = (await t.loginAs({ roleId: ROLE.admin })).headers;
    recruiter = (await t.loginAs({ roleId: ROLE.recruiter })).headers;
    // The company role gets the lookup menus, read-only: it sees the lists and may change nothing.
    const menuRows = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.name, LOOKUP_MENUS));
    await t.db
      .insert(roleMenuRights)
      .values(
        menuRows.map((menu) => ({
          roleId: ROLE.company,
          menuId: menu.id,
          canSelect: true,
          canInsert: false,
          canUpdate: false,
          canDelete: false,
        })),
      )
      .onConflictDoUpdate({
        target: [roleMenuRights.roleId, roleMenuRights.menuId],
        set: { canSelect: true, canInsert: false, canUpdate: false, canDelete: false },
      });
    reader = (await t.loginAs({ roleId: ROLE.company })).headers;
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Call = { method: Method; url: string; payload?: object };
export const as = (headers: Record<string, string> | undefined, call: Call) =>
  t.app.inject({ ...call, headers });
export const base = (resource: string) => `/api/lookup-admin/${resource}`;
export const turkey = async () => {
  const [row] = await t.db.select().from(countries).where(eq(countries.iso2, 'TR'));
  if (!row) throw new Error('no TR');
  return row;
};
