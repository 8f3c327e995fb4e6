import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  notificationCountResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '#shared/schemas/notifications.ts';
import {
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
} from '#shared/schemas/notification-preferences.ts';
import type { AppContext } from '../../app-context.ts';
import { audit } from '../../platform/audit.ts';
import {
  authenticated,
  requireAuth,
  requireAuthAlong,
  tokenPresented,
} from '../../platform/auth/guards.ts';
import { readPreferences, savePreferences } from '../../platform/notifications/preferences.ts';
import {
  clearNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readBellWithSession,
  unreadCount,
} from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const common = { onRequest: authenticated } as const;
const meta = { tags: ['notifications'], security: [{ bearer: [] }] };

/** The caller's own notifications only: every query is scoped by the caller's id. */
export async function notificationRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    '/api/notifications',
    {
      // The session is checked by the page's own statement: one round trip for every page's bell.
      onRequest: tokenPresented,
      schema: {
        ...meta,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { value } = await requireAuthAlong(request, (key) =>
        readBellWithSession(db, key, request.query),
      );
      return value;
    },
  );

  r.post(
    '/api/notifications/:id/read',
    {
      ...common,
      schema: {
        ...meta,
        params: notificationIdParamsSchema,
        response: { 200: notificationCountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      await markNotificationRead(db, auth.userId, request.params.id);
      return { unread: await unreadCount(db, auth.userId), changed: 1 };
    },
  );

  r.post(
    '/api/notifications/read-all',
    {
      ...common,
      schema: { ...meta, response: { 200: notificationCountResponseSchema, ...errors } },
    },
    async (request) => {
      const auth = await requireAuth(request);
      const changed = await markAllNotificationsRead(db, auth.userId);
      return { unread: 0, changed };
    },
  );

  r.post(
    '/api/notifications/clear',
    {
      ...common,
      schema: { ...meta, response: { 200: notificationCountResponseSchema, ...errors } },
    },
    async (request) => {
      const auth = await requireAuth(request);
      const changed = await db.transaction(async (tx) => {
        const cleared = await clearNotifications(tx, auth.userId);
        await audit(
          tx,
          { actorUserId: auth.userId, action: 'clear', entity: 'notifications', data: { cleared } },
          request,
        );
        return cleared;
      });
      return { unread: 0, changed };
    },
  );

  r.get(
    '/api/notifications/preferences',
    {
      ...common,
      schema: { ...meta, response: { 200: notificationPreferencesSchema, ...errors } },
    },
    async (request) => {
      const auth = await requireAuth(request);
      return readPreferences(db, auth);
    },
  );

  r.put(
    '/api/notifications/preferences',
    {
      ...common,
      schema: {
        ...meta,
        body: notificationPreferencesInputSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      await db.transaction(async (tx) => {
        await savePreferences(tx, auth, request.body);
        await audit(
          tx,
          {
            actorUserId: auth.userId,
            action: 'update',
            entity: 'notification_preferences',
            data: { items: request.body.items },
          },
          request,
        );
      });
      return readPreferences(db, auth);
    },
  );
}
