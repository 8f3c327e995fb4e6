/** Every query of the users page starts with this key; mutations invalidate it. */
export const USER_ADMIN_KEY = ['user-admin'] as const;
