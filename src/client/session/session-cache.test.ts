import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { menuEntrySchema, sessionUserSchema } from '#shared/schemas/auth.ts';
import { writeCache } from '#client/lib/local-cache.ts';
import { createMenuEntry, createUser } from '#client/test/session-fixtures.ts';
import {
  MENU_CACHE_KEY,
  USER_CACHE_KEY,
  clearSessionCache,
  readCachedMenu,
  readCachedUser,
  writeSessionCache,
} from './session-cache.ts';

const user = createUser({ language: 'tr', profilePictureUrl: '/files/avatar.png' });
const entry = createMenuEntry({
  id: 1,
  name: 'dashboard',
  iconName: 'pi pi-home',
  link: '/dashboard',
});

afterEach(() => window.localStorage.clear());

describe('session cache', () => {
  it('gives back what was written', () => {
    writeSessionCache(user, [entry]);
    expect(readCachedUser()).toEqual(user);
    expect(readCachedMenu()).toEqual([entry]);
    clearSessionCache();
    expect(readCachedUser()).toBeNull();
    expect(readCachedMenu()).toBeNull();
  });

  const users: unknown[] = [
    user,
    { ...user, linkedinPage: 'https://linkedin.com/in/rana', profilePictureUrl: null },
    { ...user, extra: 'from an older version' },
    { ...user, id: 7 },
    { ...user, emailConfirmed: 'true' },
    { ...user, linkedinPage: undefined },
    { ...user, roleId: null },
    Object.fromEntries(Object.entries(user).filter(([key]) => key !== 'email')),
    'recruiter@demo.local',
    [user],
    null,
  ];
  it.each(users.map((value) => [JSON.stringify(value), value]))(
    'reads the cached user %s as the session schema does',
    (_label, value) => {
      writeCache(USER_CACHE_KEY, value);
      const parsed = sessionUserSchema.safeParse(value);
      expect(readCachedUser()).toEqual(parsed.success ? parsed.data : null);
    },
  );

  const menus: unknown[] = [
    [entry],
    [],
    [entry, { ...entry, id: 2, parentId: 1, iconName: null, link: null }],
    [entry, { ...entry, hidden: 'no' }],
    [{ ...entry, parentId: '1' }],
    [{ ...entry, labelKey: undefined }],
    entry,
    [null],
    'menu',
  ];
  it.each(menus.map((value) => [JSON.stringify(value), value]))(
    'reads the cached menu %s as the session schema does',
    (_label, value) => {
      writeCache(MENU_CACHE_KEY, value);
      const parsed = z.array(menuEntrySchema).safeParse(value);
      expect(readCachedMenu()).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
