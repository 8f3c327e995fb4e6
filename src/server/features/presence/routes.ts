import type { AppContext } from '../../app-context.ts';
import { touchPresence } from '../../platform/presence.ts';

/**
 * Every authenticated call counts as activity: `users.last_seen_at` feeds online/away/offline.
 * It is written before the response leaves (throttled, so mostly an update of no row), so a
 * caller who got an answer is already seen by the next request.
 */
export async function presenceRoutes(app: AppContext['app'], ctx: AppContext) {
  app.addHook('onSend', async (request) => {
    if (!request.headers.authorization?.startsWith('Bearer ')) return;
    try {
      const { auth } = await request.authenticate();
      if (auth) await touchPresence(ctx.db, auth.userId);
    } catch (error) {
      request.log.warn({ err: error }, 'presence update failed');
    }
  });
}
