import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';

export const REFRESH_COOKIE = 'rt';
export const REFRESH_COOKIE_PATH = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string) {
  return reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: REFRESH_COOKIE_PATH,
    maxAge: config.refreshTokenTtlDays * 86_400,
  });
}
