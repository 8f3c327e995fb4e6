import type { AppContext } from '../../app-context.ts';
import { touchPresence } from './presence.ts';

/** Every authenticated call counts as activity: `users.last_seen_at` feeds online/away/offline. */
export async function presenceRoutes(app: AppContext['app'], ctx: AppContext) {
  app.addHook('onResponse', async (request) => {
    if (!request.headers.authorization?.startsWith('Bearer ')) return;
    try {
      const { auth } = await request.authenticate();
      if (auth) await touchPresence(ctx.db, auth.userId);
    } catch (error) {
      request.log.warn({ err: error }, 'presence update failed');
    }
  });
}
