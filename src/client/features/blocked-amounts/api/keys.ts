/** Every query of the blocked amounts starts with this key. */
export const BLOCKED_AMOUNTS_KEY = ['blocked-amounts'] as const;
