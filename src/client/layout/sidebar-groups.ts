import type { MenuEntry } from '#shared/schemas/auth.ts';
import { ROUTES, pathFor, type RouteName } from '#shared/routes.ts';

export type SidebarItem = { id: number; name: string; labelKey: string; icon: string; to: string };
export type SidebarGroup = {
  id: string;
  labelKey: string | null;
  icon: string | null;
  items: SidebarItem[];
};

/** Server icon names may be `pi pi-users`, `pi-users` or `users`. */
export function iconClass(iconName: string | null): string {
  if (!iconName) return 'pi pi-circle';
  if (iconName.startsWith('pi ')) return iconName;
  return `pi ${iconName.startsWith('pi-') ? iconName : `pi-${iconName}`}`;
}

function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTES, name);
}

/** Where an entry leads: its own absolute link, else its route when that needs no parameter. */
function targetOf(entry: MenuEntry): string | null {
  if (entry.link?.startsWith('/')) return entry.link;
  if (!isRouteName(entry.name) || /:\w+(?!\?)(\/|$)/.test(ROUTES[entry.name].path)) return null;
  return pathFor(entry.name);
}

/**
 * The sidebar from the user's menu: hidden entries are left out; an entry that others name as parent
 * becomes a group heading with its descendants; top-level leaves keep their place between groups.
 */
export function buildSidebarGroups(menu: readonly MenuEntry[]): SidebarGroup[] {
  const visible = menu.filter((entry) => !entry.hidden);
  const byId = new Map(visible.map((entry) => [entry.id, entry]));
  const topOf = (entry: MenuEntry): MenuEntry => {
    let current = entry;
    const seen = new Set<number>();
    while (current.parentId !== null && byId.has(current.parentId) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.parentId) as MenuEntry;
    }
    return current;
  };

  const childrenOf = new Map<number, MenuEntry[]>();
  for (const entry of visible) {
    const top = topOf(entry);
    if (top.id !== entry.id) childrenOf.set(top.id, [...(childrenOf.get(top.id) ?? []), entry]);
  }

  const toItem = (entry: MenuEntry): SidebarItem | null => {
    const to = targetOf(entry);
    return to
      ? {
          id: entry.id,
          name: entry.name,
          labelKey: entry.labelKey,
          icon: iconClass(entry.iconName),
          to,
        }
      : null;
  };

  const groups: SidebarGroup[] = [];
  for (const entry of visible) {
    if (topOf(entry).id !== entry.id) continue;
    const children = childrenOf.get(entry.id);
    if (children) {
      const items = children.map(toItem).filter((item) => item !== null);
      if (items.length > 0)
        groups.push({
          id: `group-${entry.id}`,
          labelKey: entry.labelKey,
          icon: iconClass(entry.iconName),
          items,
        });
      continue;
    }
    const item = toItem(entry);
    if (!item) continue;
    const last = groups.at(-1);
    if (last && last.labelKey === null) last.items.push(item);
    else groups.push({ id: `loose-${entry.id}`, labelKey: null, icon: null, items: [item] });
  }
  return groups;
}
