import { sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { menus, roleMenuRights } from '#server/db/schema/identity.ts';
import { MENU_ROWS } from './data/menu-entries.ts';
import { rightRows } from './data/menu-rights.ts';

/**
 * Makes menus and role rights match this code on every start, so a changed menu reaches existing
 * databases: entries and rights are upserted, and those no longer listed are removed.
 */
export async function seedMenus(tx: Transaction): Promise<void> {
  const rights = rightRows();
  await tx
    .insert(menus)
    .values(MENU_ROWS)
    .onConflictDoUpdate({
      target: menus.id,
      set: {
        name: sql`excluded.name`,
        labelKey: sql`excluded.label_key`,
        iconName: sql`excluded.icon_name`,
        link: sql`excluded.link`,
        parentId: sql`excluded.parent_id`,
        sortOrder: sql`excluded.sort_order`,
        hidden: sql`excluded.hidden`,
      },
    });
  await tx
    .insert(roleMenuRights)
    .values(rights)
    .onConflictDoUpdate({
      target: [roleMenuRights.roleId, roleMenuRights.menuId],
      set: {
        canSelect: sql`excluded.can_select`,
        canInsert: sql`excluded.can_insert`,
        canUpdate: sql`excluded.can_update`,
        canDelete: sql`excluded.can_delete`,
      },
    });
  await tx.execute(sql`
    delete from role_menu_rights
    where (role_id, menu_id) not in (
      select * from unnest(
        ${sql.param(rights.map((right) => right.roleId))}::smallint[],
        ${sql.param(rights.map((right) => right.menuId))}::int[]
      )
    )`);
  await tx.execute(
    sql`delete from menus where id <> all(${sql.param(MENU_ROWS.map((menu) => menu.id))}::int[])`,
  );
}
