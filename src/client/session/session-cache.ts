import type { MenuEntry, SessionUser } from '#shared/schemas/auth.ts';
import { cacheKey, readCache, removeCache, writeCache } from '#client/lib/local-cache.ts';
import { matchesShape, pickShape, type ShapeOf } from '#client/lib/shape.ts';

/**
 * The user and menu survive a reload so the guards decide at once; the access token never touches
 * storage (a fresh one comes from the httpOnly refresh cookie). Both were validated by the response
 * schemas before they were written; the shapes below catch an older version's or a hand-edited copy.
 */
export const USER_CACHE_KEY = 'loggeduser';
export const MENU_CACHE_KEY = 'userMenu';
export const USER_STORAGE_KEY = cacheKey(USER_CACHE_KEY);

const USER_SHAPE: ShapeOf<SessionUser> = {
  id: 'string',
  roleId: 'number',
  roleCode: 'string',
  email: 'string',
  firstname: 'string',
  lastname: 'string',
  emailConfirmed: 'boolean',
  linkedinPage: 'string|null',
  language: 'string',
  profilePictureUrl: 'string|null',
};

const MENU_ENTRY_SHAPE: ShapeOf<MenuEntry> = {
  id: 'number',
  name: 'string',
  labelKey: 'string',
  iconName: 'string|null',
  link: 'string|null',
  parentId: 'number|null',
  hidden: 'boolean',
  select: 'boolean',
  insert: 'boolean',
  update: 'boolean',
  delete: 'boolean',
};

export function readCachedUser(): SessionUser | null {
  const cached = readCache(USER_CACHE_KEY);
  return matchesShape(cached, USER_SHAPE) ? pickShape(cached, USER_SHAPE) : null;
}

export function readCachedMenu(): MenuEntry[] | null {
  const cached = readCache(MENU_CACHE_KEY);
  if (!Array.isArray(cached) || !cached.every((entry) => matchesShape(entry, MENU_ENTRY_SHAPE)))
    return null;
  return (cached as MenuEntry[]).map((entry) => pickShape(entry, MENU_ENTRY_SHAPE));
}

export function writeSessionCache(user: SessionUser, menu: MenuEntry[]): void {
  writeCache(USER_CACHE_KEY, user);
  writeCache(MENU_CACHE_KEY, menu);
}

export function clearSessionCache(): void {
  removeCache(USER_CACHE_KEY);
  removeCache(MENU_CACHE_KEY);
}
