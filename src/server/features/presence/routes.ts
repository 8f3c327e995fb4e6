import type { AppContext } from '../../app-context.ts';
import { touchPresence } from '../../platform/presence.ts';

/**
 * Every authenticated call counts as activity: `user_presence.last_seen_at` feeds online/away/offline.
 * It is written before the response leaves (throttled, so mostly an update of no row), so a
 * caller who got an answer is already seen by the next request.
 */
export async function presenceRoutes(app: AppContext['app'], ctx: AppContext) {
  // A callback hook: a call without a token (every public page) passes without a promise.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.headers.authorization?.startsWith('Bearer ')) return done(null, payload);
    request
      .authenticate()
      .then(({ auth }) => (auth ? touchPresence(ctx.db, auth.userId) : undefined))
      .catch((error: unknown) => request.log.warn({ err: error }, 'presence update failed'))
      .then(() => done(null, payload), done);
  });
}
