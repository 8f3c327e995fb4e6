import type { MenuEntry, SessionUser } from '#shared/schemas/auth.ts';
import {
  USER_STORAGE_KEY,
  clearSessionCache,
  readCachedMenu,
  readCachedUser,
  writeSessionCache,
} from './session-cache.ts';

/**
 * `restoring`: a user is cached from an earlier visit but no access token exists yet (the start-up
 * refresh is running). Guards treat a restoring user as logged in.
 */
export type SessionStatus = 'anonymous' | 'restoring' | 'authenticated';

/** The per-entry flags of the menu, looked up by route name. */
export type MenuRight = Pick<
  MenuEntry,
  'name' | 'link' | 'select' | 'insert' | 'update' | 'delete'
>;

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  accessToken: string | null;
  menu: MenuEntry[] | null;
  rights: MenuRight[];
};

type Listener = () => void;

const ANONYMOUS: SessionState = {
  status: 'anonymous',
  user: null,
  accessToken: null,
  menu: null,
  rights: [],
};

function toRights(menu: MenuEntry[] | null): MenuRight[] {
  return (menu ?? []).map(({ name, link, select, insert, update, delete: remove }) => ({
    name,
    link,
    select,
    insert,
    update,
    delete: remove,
  }));
}

function fromCache(): SessionState {
  const user = readCachedUser();
  if (!user) return ANONYMOUS;
  const menu = readCachedMenu();
  return { status: 'restoring', user, accessToken: null, menu, rights: toRights(menu) };
}

let state: SessionState = fromCache();
const listeners = new Set<Listener>();

function emit(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** One small external store (read with `useSession`); everything else goes through the service. */
export const sessionStore = {
  getSnapshot: (): SessionState => state,

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** A new token with the user and menu (login or refresh). */
  setSession(session: { accessToken: string; user: SessionUser; menu: MenuEntry[] }): void {
    writeSessionCache(session.user, session.menu);
    emit({ status: 'authenticated', ...session, rights: toRights(session.menu) });
  },

  /** Fresh user and menu (from /auth/me), keeping the token. */
  updateProfile(profile: { user: SessionUser; menu: MenuEntry[] }): void {
    if (!state.user || (profile.user === state.user && profile.menu === state.menu)) return;
    writeSessionCache(profile.user, profile.menu);
    emit({ ...state, ...profile, rights: toRights(profile.menu) });
  },

  clear(): void {
    clearSessionCache();
    if (state !== ANONYMOUS) emit(ANONYMOUS);
  },

  /** Re-reads storage (a test resets the store this way). */
  reload(): void {
    emit(fromCache());
  },
};

/** One flag of a named menu entry (false when the entry is absent). */
export function hasRight(
  rights: readonly MenuRight[],
  name: string,
  flag: keyof Omit<MenuRight, 'name' | 'link'> = 'select',
): boolean {
  return rights.some((right) => right.name === name && right[flag]);
}

// Logging out in another tab removes the cached user there; follow it here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === USER_STORAGE_KEY && event.newValue === null && state.user) emit(ANONYMOUS);
  });
}
