import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  meResponseSchema,
  sessionResponseSchema,
  sessionUserSchema,
} from '#shared/schemas/auth.ts';
import { errorResponseSchema, okResponseSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, unauthorized } from '../../http/errors.ts';
import { verifyBotCheck } from '../../infra/bot-check/verify-bot-check.ts';
import { ensureConfirmationCodeSent } from '../../platform/one-time-codes/confirmation-mail.ts';
import { authenticated, requireAuth } from '../../platform/auth/guards.ts';
import { DEVICE_COOKIE, newDeviceCookie, setDeviceCookie } from './login-device.ts';
import { reserveLoginAttempt } from './login-limits.ts';
import { loadMenuJson } from '../../platform/auth/menu.ts';
import { sessionResponse } from '../../platform/auth/session-response.ts';
import { checkedJson, sendJson } from '../../http/checked-json.ts';
import {
  REFRESH_COOKIE,
  setRefreshCookie as setCookie,
} from '../../platform/auth/refresh-cookie.ts';
import {
  revokeSessionByToken,
  revokeUserSessions,
  rotateSession,
} from '../../platform/auth/sessions.ts';
import { findLoginAccount } from './login-account.ts';
import { changePassword, login } from './service.ts';

export { REFRESH_COOKIE };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export async function authRoutes(app: AppContext['app'], ctx: AppContext) {
  const { db, config } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const setRefreshCookie = (reply: FastifyReply, token: string) => setCookie(reply, config, token);
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });

  const meta = (request: FastifyRequest) => ({
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const strictBotCheck = request.body.strictBotCheck === true;
      await verifyBotCheck(
        ctx,
        request.body.captchaToken,
        strictBotCheck ? 'login-strict' : 'login',
        request,
      );
      const { user, sessionUser, ownerIp } = await findLoginAccount(
        db,
        request.body.email,
        request.ip,
      );
      const attempt = await reserveLoginAttempt(db, {
        userId: user?.id,
        email: request.body.email,
        ip: request.ip,
        ownerIp,
        deviceCookie: request.cookies[DEVICE_COOKIE],
        strictBotCheck,
      });
      const result = await login(
        db,
        user,
        request.body.password,
        config.refreshTokenTtlDays,
        meta(request),
        request,
        {
          // The spec's flow: an unconfirmed account is sent a code and the client opens confirm-email.
          onUnconfirmed: async (unconfirmed) => {
            await ensureConfirmationCodeSent(ctx, unconfirmed).catch((error: unknown) => {
              if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
            });
          },
        },
      );
      await attempt.release();
      setRefreshCookie(reply, result.refreshToken);
      setDeviceCookie(reply, config, await newDeviceCookie(db, result.user.id));
      return sessionResponse(ctx, result.user.id, result.sessionId, sessionUser);
    },
  );

  r.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        response: { 200: sessionResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw unauthorized('No session');
      const rotation = await rotateSession(db, token, config.refreshTokenTtlDays);
      if (rotation.kind === 'rejected') {
        clearRefreshCookie(reply);
        throw unauthorized('The session has ended');
      }
      if (rotation.refreshToken) setRefreshCookie(reply, rotation.refreshToken);
      return sessionResponse(ctx, rotation.userId, rotation.sessionId);
    },
  );

  r.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (token) await revokeSessionByToken(db, token);
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/auth/logout-all',
    {
      onRequest: authenticated,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request);
      await revokeUserSessions(db, auth.userId);
      clearRefreshCookie(reply);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/auth/me',
    {
      // The check and the user in one statement: the first call of every page load.
      onRequest: async (request) => {
        await request.authenticateWithUser();
        await requireAuth(request);
      },
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = await request.authenticateWithUser();
      if (!user) throw unauthorized();
      // meResponseSchema, in two pieces: the user checked now, the role's menu checked when cached.
      const menu = await loadMenuJson(db, user.roleId);
      return sendJson(
        reply,
        `{"user":${checkedJson(request, sessionUserSchema, user)},"menu":${menu}}`,
      );
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      onRequest: authenticated,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      await changePassword(db, auth, request.body, request);
      return { ok: true as const };
    },
  );
}
