import type { SessionUser } from '#shared/schemas/auth.ts';
import { THEME_DEFAULTS } from '#shared/constants/theme.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { sessionStore } from '#client/session/session-store.ts';

/** A profile answer for a session user (client tests). */
export function profileOf(user: SessionUser, overrides: Partial<Profile> = {}): Profile {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    mobile: null,
    linkedinPage: user.linkedinPage,
    title: null,
    genderId: null,
    birthDate: null,
    countryId: null,
    cityId: null,
    language: user.language,
    roleId: user.roleId,
    roleName: user.roleCode,
    profilePictureUrl: user.profilePictureUrl,
    companyName: null,
    publicProfileFields: [],
    balances: [],
    warnings: [],
    ...overrides,
  };
}

/**
 * Replies to the two startup calls of the app shell's splash and to its background re-read of the
 * user and menu (client tests that mock fetch and render a logged-in page); null for any other URL.
 */
export function startupReply(url: string, user: SessionUser) {
  if (url === '/api/profile') return { body: profileOf(user) };
  if (url === '/api/auth/me')
    return { body: { user, menu: sessionStore.getSnapshot().menu ?? [] } };
  if (url === '/api/preferences')
    return { body: { theme: { ...THEME_DEFAULTS }, dismissedWarnings: [] } };
  return null;
}
