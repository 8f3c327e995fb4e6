import { and, eq } from 'drizzle-orm';
import { menus, roleMenuRights } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

export type MenuFlag = 'canSelect' | 'canInsert' | 'canUpdate' | 'canDelete';

/** Sets one flag of a role's right on a menu entry, in the calling test file's own database. */
export async function setMenuFlag(
  db: TestApp['db'],
  roleId: number,
  menuName: string,
  flag: MenuFlag,
  value: boolean,
) {
  const [menu] = await db.select().from(menus).where(eq(menus.name, menuName));
  await db
    .update(roleMenuRights)
    .set({ [flag]: value })
    .where(and(eq(roleMenuRights.roleId, roleId), eq(roleMenuRights.menuId, menu!.id)));
}
