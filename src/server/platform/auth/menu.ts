import { and, asc, eq } from 'drizzle-orm';
import type { MenuEntry } from '#shared/schemas/auth.ts';
import type { Queryable } from '../../db/client.ts';
import { menus, roleMenuRights } from '../../db/schema/index.ts';

/** The role's menu: every entry it may select, with the groups above them (flags off on groups). */
export async function loadMenu(db: Queryable, roleId: number): Promise<MenuEntry[]> {
  const rows = await db
    .select({ menu: menus, rights: roleMenuRights })
    .from(menus)
    // Only this role's rights: every menu once, not once per role that has a right on it.
    .leftJoin(
      roleMenuRights,
      and(eq(roleMenuRights.menuId, menus.id), eq(roleMenuRights.roleId, roleId)),
    )
    .orderBy(asc(menus.sortOrder), asc(menus.id));
  const byId = new Map(rows.map((row) => [row.menu.id, row.menu]));
  const granted = new Map(
    rows.filter((row) => row.rights?.canSelect).map((row) => [row.menu.id, row]),
  );
  const included = new Set<number>();
  for (const id of granted.keys()) {
    for (
      let current = byId.get(id);
      current && !included.has(current.id);
      current = byId.get(current.parentId ?? -1)
    ) {
      included.add(current.id);
    }
  }
  return [...byId.values()]
    .filter((menu) => included.has(menu.id))
    .map((menu) => {
      const rights = granted.get(menu.id)?.rights;
      return {
        id: menu.id,
        name: menu.name,
        labelKey: menu.labelKey,
        iconName: menu.iconName,
        link: menu.link,
        parentId: menu.parentId,
        hidden: menu.hidden,
        select: rights?.canSelect ?? false,
        insert: rights?.canInsert ?? false,
        update: rights?.canUpdate ?? false,
        delete: rights?.canDelete ?? false,
      };
    });
}
