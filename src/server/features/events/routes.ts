import type { OutgoingHttpHeaders } from 'node:http';
import type { AppContext } from '../../app-context.ts';
import { AppError, serverText, unavailable } from '../../http/errors.ts';
import { authenticated, requireAuth } from '../../platform/auth/guards.ts';
import { isSessionActive } from '../../platform/auth/sessions.ts';
import { touchPresence } from '../../platform/presence.ts';
import { createEventHub, type LiveEvent } from '../../platform/events/event-hub.ts';
import { createStreamLimiter, STREAM_LIMITS } from '../../platform/events/stream-limits.ts';

const HEARTBEAT_MS = 25_000;
/** A user's streams free up when tabs close; the process-wide cap clears as streams end. */
const USER_RETRY_AFTER_SECONDS = 30;
const PROCESS_RETRY_AFTER_SECONDS = 10;

/**
 * GET /api/events: a Server-Sent Events stream of the caller's live events. The client reads it
 * with fetch (so it can send the bearer token) and reconnects when it ends.
 */
export async function eventsRoutes(
  app: AppContext['app'],
  ctx: AppContext,
  limits: typeof STREAM_LIMITS = STREAM_LIMITS,
) {
  const hub = createEventHub(ctx.pool.options, { log: (message) => app.log.warn(message) });
  const limiter = createStreamLimiter(limits);
  const open = new Set<() => void>();
  app.addHook('onReady', async () => {
    await hub.start();
  });
  app.addHook('onClose', async () => {
    for (const end of [...open]) end();
    await hub.close();
  });

  app.get(
    '/api/events',
    {
      onRequest: authenticated,
      schema: { tags: ['events'], security: [{ bearer: [] }], hide: false },
    },
    async (request, reply) => {
      const auth = await requireAuth(request);
      const slot = limiter.acquire(auth.userId);
      if (!slot.ok) {
        if (slot.reason === 'process')
          throw unavailable(PROCESS_RETRY_AFTER_SECONDS, 'Too many live connections');
        throw new AppError(
          429,
          'too_many_streams',
          serverText('At most {{count}} live connections per user', { count: limits.perUser }),
          undefined,
          USER_RETRY_AFTER_SECONDS,
        );
      }
      reply.hijack();
      const raw = reply.raw;
      reply.headers({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // Hijacked: the reply's headers (with the security headers and request id) are written here.
      raw.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
      const send = (event: LiveEvent | { type: 'ready' }) =>
        raw.write(`event: ${event.type}\ndata: ${JSON.stringify({ type: event.type })}\n\n`);
      send({ type: 'ready' });

      // A stream lives no longer than its session: logout, a password change elsewhere, a
      // deactivated or deleted account end it (at once when announced, else at the heartbeat).
      const endIfRevoked = async () => {
        if (!(await isSessionActive(ctx.db, auth.sessionId).catch(() => true))) end();
      };
      const unsubscribe = hub.subscribe(auth.userId, (event) => {
        if (event.type === 'session') void endIfRevoked();
        else send(event);
      });
      const heartbeat = setInterval(() => {
        raw.write(': ping\n\n');
        void endIfRevoked().then(() => {
          // an open stream is a user with the app open: keep the presence fresh
          if (open.has(end)) touchPresence(ctx.db, auth.userId).catch(() => undefined);
        });
      }, HEARTBEAT_MS);
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        unsubscribe();
        slot.release();
        raw.end();
      };
      open.add(end);
      raw.on('close', end);
      // A connection that closed before the listener was attached must still free its slot.
      if (raw.destroyed) end();
    },
  );
}
