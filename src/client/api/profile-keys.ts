/**
 * Query keys of the signed-in user's profile and its warning badges: the profile feature fills
 * them, the shell's start-up and live events and other features' saves (billing info) refresh them.
 */
export const PROFILE_KEY = ['profile'] as const;
export const WARNINGS_KEY = ['warnings'] as const;
