import type { ThemeSettings } from '#shared/schemas/profile.ts';
import { TIMING } from '#shared/constants/domain.ts';
import { api } from '#client/api/client.ts';

const loadPreferencesResponseSchema = () =>
  import('#shared/schemas/profile.ts').then((schemas) => schemas.preferencesResponseSchema);

/** GET /api/preferences: the second startup call (theme and dismissed warnings). */
export function getPreferences(signal?: AbortSignal, timeoutMs = TIMING.startupTimeoutMs) {
  return api.get('/preferences', { signal, timeoutMs, schema: loadPreferencesResponseSchema });
}

export function saveTheme(theme: ThemeSettings, options: { keepalive?: boolean } = {}) {
  return api.put('/preferences/theme', theme, {
    schema: loadPreferencesResponseSchema,
    keepalive: options.keepalive,
  });
}
