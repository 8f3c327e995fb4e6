import { z } from 'zod';
import {
  menuEntrySchema,
  sessionUserSchema,
  type MenuEntry,
  type SessionUser,
} from '#shared/schemas/auth.ts';
import { cacheKey, readCache, removeCache, writeCache } from '#client/lib/local-cache.ts';

/**
 * The user and menu survive a reload so the guards decide at once; the access token never touches
 * storage (a fresh one comes from the httpOnly refresh cookie).
 */
export const USER_CACHE_KEY = 'loggeduser';
export const MENU_CACHE_KEY = 'userMenu';
export const USER_STORAGE_KEY = cacheKey(USER_CACHE_KEY);

export function readCachedUser(): SessionUser | null {
  const parsed = sessionUserSchema.safeParse(readCache(USER_CACHE_KEY));
  return parsed.success ? parsed.data : null;
}

export function readCachedMenu(): MenuEntry[] | null {
  const parsed = z.array(menuEntrySchema).safeParse(readCache(MENU_CACHE_KEY));
  return parsed.success ? parsed.data : null;
}

export function writeSessionCache(user: SessionUser, menu: MenuEntry[]): void {
  writeCache(USER_CACHE_KEY, user);
  writeCache(MENU_CACHE_KEY, menu);
}

export function clearSessionCache(): void {
  removeCache(USER_CACHE_KEY);
  removeCache(MENU_CACHE_KEY);
}
