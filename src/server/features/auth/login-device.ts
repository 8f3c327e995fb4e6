import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sharedSecret } from '../../infra/secrets.ts';
import { REFRESH_COOKIE_PATH } from '../../platform/auth/refresh-cookie.ts';

/**
 * A device cookie set at a successful login: proof that this browser has logged in to this
 * account before, so a stranger's failures elsewhere never lock it out. It names no account: its
 * signature binds a random device id to the account's id, checked against the account being
 * logged in to.
 */
export const DEVICE_COOKIE = 'ld';
const MAX_AGE_SECONDS = 365 * 86_400;

const sign = (secret: string, deviceId: string, userId: number) =>
  crypto.createHmac('sha256', secret).update(`${deviceId}.${userId}`).digest('base64url');

export async function newDeviceCookie(db: Database, userId: number): Promise<string> {
  const deviceId = crypto.randomBytes(16).toString('base64url');
  return `${deviceId}.${sign(await sharedSecret(db, 'login-device'), deviceId, userId)}`;
}

/** The device id when the cookie was issued to this account, else undefined. */
export async function knownDeviceId(
  db: Database,
  cookie: string | undefined,
  userId: number,
): Promise<string | undefined> {
  const [deviceId, signature] = cookie?.split('.') ?? [];
  if (!deviceId || !signature || deviceId.length > 64) return undefined;
  const expected = Buffer.from(sign(await sharedSecret(db, 'login-device'), deviceId, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
    ? deviceId
    : undefined;
}

export function setDeviceCookie(reply: FastifyReply, config: Config, value: string) {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: REFRESH_COOKIE_PATH,
    maxAge: MAX_AGE_SECONDS,
  });
}
