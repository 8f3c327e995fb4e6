import type { MenuEntry, SessionResponse, SessionUser } from '#shared/schemas/auth.ts';

export function createUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    roleId: 2,
    roleCode: 'recruiter',
    email: 'ada@example.com',
    firstname: 'Ada',
    lastname: 'Lovelace',
    emailConfirmed: true,
    linkedinPage: null,
    language: 'en',
    profilePictureUrl: null,
    ...overrides,
  };
}

let nextMenuId = 1;

export function createMenuEntry(overrides: Partial<MenuEntry> & { name: string }): MenuEntry {
  const id = overrides.id ?? nextMenuId++;
  return {
    id,
    labelKey: `menu.${overrides.name}`,
    iconName: null,
    link: null,
    parentId: null,
    hidden: false,
    select: true,
    insert: false,
    update: false,
    delete: false,
    ...overrides,
  };
}

export function createSession(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    accessToken: 'access-1',
    expiresIn: 900,
    user: createUser(),
    menu: [createMenuEntry({ name: 'users' })],
    ...overrides,
  };
}
