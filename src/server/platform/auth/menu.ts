import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { menuEntrySchema, type MenuEntry } from '#shared/schemas/auth.ts';
import type { Queryable } from '../../db/client.ts';
import { menus, roleMenuRights } from '../../db/schema/index.ts';

/**
 * How long a role's menu is reused. Menus and rights change only with a migration or the seed, and
 * every guarded route checks the right itself on each request, so the menu a page shows may lag a
 * direct change in the database by this much; it saves a query and its rows on every `/me`.
 */
export const MENU_CACHE_MS = 30_000;

const menuSchema = z.array(menuEntrySchema);

/** A role's menu and, made once from it when first asked for, its JSON checked against the schema. */
type CachedMenu = { at: number; menu: Promise<MenuEntry[]>; json?: Promise<string> };

const cache = new WeakMap<Queryable, Map<number, CachedMenu>>();

function cachedMenu(db: Queryable, roleId: number): CachedMenu {
  const now = Date.now();
  let roles = cache.get(db);
  if (!roles) cache.set(db, (roles = new Map()));
  const hit = roles.get(roleId);
  if (hit && now - hit.at < MENU_CACHE_MS) return hit;
  const entry: CachedMenu = { at: now, menu: readMenu(db, roleId) };
  roles.set(roleId, entry);
  // A failed read is not kept: the next call asks the database again.
  entry.menu.catch(() => {
    if (roles.get(roleId) === entry) roles.delete(roleId);
  });
  return entry;
}

/** The role's menu: every entry it may select, with the groups above them (flags off on groups). */
export function loadMenu(db: Queryable, roleId: number): Promise<MenuEntry[]> {
  return cachedMenu(db, roleId).menu;
}

/**
 * The role's menu as the JSON `/me` sends, checked against the menu's schema and serialised once
 * per cached menu rather than on every call (it is most of `/me`'s answer).
 */
export function loadMenuJson(db: Queryable, roleId: number): Promise<string> {
  const entry = cachedMenu(db, roleId);
  entry.json ??= entry.menu.then((menu) => {
    const checked = menuSchema.safeEncode(menu);
    if (!checked.success)
      throw new Error('A role’s menu breaks its schema', { cause: checked.error });
    return JSON.stringify(checked.data);
  });
  return entry.json;
}

async function readMenu(db: Queryable, roleId: number): Promise<MenuEntry[]> {
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
