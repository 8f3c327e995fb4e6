import { z } from 'zod';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { lineText } from '#shared/schemas/fields.ts';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { authenticated } from '../../platform/auth/guards.ts';
import { okBody } from '../executer/answers.ts';
import { specMetaBearer, type SpecApiApp } from '../spec-api-app.ts';
import { languageOf } from '../texts.ts';
import { loggedCaller } from './logged-caller.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The spec's client posts its stored logged user; only its id is read (the caller is the
 * token's user, a different id is refused unless staff). Other fields are ignored.
 */
const loggedUserSchema = z
  .looseObject({ id: z.union([lineText().max(64), z.number().int(), z.null()]).optional() })
  .optional();

const mainAnswerSchema = z.object({
  /** Users active in the last 15 minutes (our presence); null for everyone but staff. */
  onlineUserCount: z.number().int().nullable(),
});

/** One path part of the alerts call: the logged user's codes, as text without controls. */
const pathPart = lineText().max(100);
const alertsParamsSchema = z.object({ managersCodes: pathPart, deviceTypes: pathPart });

const alertSchema = z.object({
  id: z.string(),
  type: z.string(),
  sender: z.string().nullable(),
  title: z.string(),
  details: z.string().nullable(),
  link: z.string().nullable(),
  created_at: z.string(),
});
const alertsAnswerSchema = z.tuple([z.number().int(), z.array(alertSchema)]);

/** How many unread alerts the list carries beside the count (the top bar's panel). */
const ALERT_LIMIT = 20;

/** dashboard/main and alerts/allActiveAlerts (authenticated-area 7.1). */
export async function dashboardEndpoints({ r, ctx, call }: SpecApiApp) {
  r.post(
    '/api/dashboard/main',
    {
      onRequest: authenticated,
      schema: {
        ...specMetaBearer,
        summary: 'Dashboard: the online user count',
        description:
          'Body: the logged user (only `id` is read). `onlineUserCount` is the number of users ' +
          'active in the last 15 minutes, from GET /api/dashboard: staff see it, as on our ' +
          'staff dashboard; for other roles it is null.',
        body: loggedUserSchema,
        response: { 200: mainAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const language = languageOf(request);
      await loggedCaller(ctx.db, request, language, request.body?.id);
      const dashboard = okBody<Dashboard>(
        await call(request, { url: `/api/dashboard?lang=${language}` }),
        language,
      );
      return { onlineUserCount: dashboard.kind === 'staff' ? dashboard.activeUsers : null };
    },
  );

  r.get(
    '/api/alerts/allActiveAlerts/:managersCodes/:deviceTypes',
    {
      onRequest: authenticated,
      schema: {
        ...specMetaBearer,
        summary: 'Active alerts: the unread count first, then the unread alerts',
        description:
          'The alerts are the caller’s own unread notifications (GET /api/notifications). The ' +
          'answer is `[count, alerts]`: the first item is the unread count, the second the ' +
          `newest ${ALERT_LIMIT} unread alerts. The path parts (the logged user's ` +
          '`managers_codes` and `authorized_device_types`) are accepted and do not choose ' +
          'whose alerts are read: that is always the token’s user.',
        params: alertsParamsSchema,
        response: { 200: alertsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const language = languageOf(request);
      await loggedCaller(ctx.db, request, language, undefined);
      const list = okBody<NotificationList>(
        await call(request, {
          url: `/api/notifications?unreadOnly=true&limit=${ALERT_LIMIT}`,
        }),
        language,
      );
      const alerts = list.items.map((item) => ({
        id: item.id,
        type: item.type,
        sender: item.sender,
        title: item.title,
        details: item.details,
        link: item.link,
        created_at: item.createdAt,
      }));
      return [list.unread, alerts] as [number, typeof alerts];
    },
  );
}
