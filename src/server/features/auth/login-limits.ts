import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { addressKey, networkKey } from '../../infra/address-key.ts';
import {
  countAttempts,
  giveBackAttempts,
  tooManyAttempts,
  type RateLimitRule,
} from '../../infra/rate-limit.ts';
import { knownDeviceId } from './login-device.ts';

const MINUTE = 60;
const HOUR = 3600;

/** Login attempts, counted before the password is checked (Mastodon's figures for IP and account). */
export const LOGIN_LIMITS = {
  /** Any account from one client address (password spraying); an IPv6 client is its /64. */
  ip: { limit: 25, windowSeconds: 5 * MINUTE },
  /** Any account from one IPv6 /48: two clients' worth from a network's 65,536 /64s. */
  network: { limit: 50, windowSeconds: 5 * MINUTE },
  /** One account from addresses and devices its owner has never logged in from. */
  account: { limit: 25, windowSeconds: HOUR },
  /** One account from one address (the owner's address included). */
  accountIp: { limit: 10, windowSeconds: 15 * MINUTE },
  /** One account from a device that logged in to it before. */
  device: { limit: 10, windowSeconds: 15 * MINUTE },
} as const;

export type LoginSource = 'device' | 'owner-ip' | 'stranger';

export type LoginReservation = {
  source: LoginSource;
  /** Gives back what a successful login need not keep counted (see `reserveLoginAttempt`). */
  release(): Promise<void>;
};

async function loginSource(
  db: Database,
  userId: number | undefined,
  ownerIp: boolean,
  deviceCookie: string | undefined,
): Promise<{ source: LoginSource; deviceId?: string }> {
  const deviceId = userId === undefined ? undefined : await knownDeviceId(db, deviceCookie, userId);
  if (deviceId) return { source: 'device', deviceId };
  return { source: ownerIp ? 'owner-ip' : 'stranger' };
}

function rulesFor(
  source: LoginSource,
  email: string,
  rawIp: string,
  deviceId: string | undefined,
): { rule: RateLimitRule; returnedOnSuccess: boolean; strangers?: true }[] {
  const rule = (key: string, limits: { limit: number; windowSeconds: number }) => ({
    key,
    ...limits,
  });
  if (source === 'device')
    return [
      {
        rule: rule(`login:device:${deviceId}:${email}`, LOGIN_LIMITS.device),
        returnedOnSuccess: true,
      },
    ];
  const ip = addressKey(rawIp);
  const network = networkKey(rawIp);
  const shared = [
    {
      rule: rule(`login:account-ip:${ip}:${email}`, LOGIN_LIMITS.accountIp),
      returnedOnSuccess: true,
    },
    { rule: rule(`login:ip:${ip}`, LOGIN_LIMITS.ip), returnedOnSuccess: true },
    ...(network
      ? [{ rule: rule(`login:network:${network}`, LOGIN_LIMITS.network), returnedOnSuccess: true }]
      : []),
  ];
  return source === 'owner-ip'
    ? shared
    : [
        ...shared,
        {
          rule: rule(`login:account:${email}`, LOGIN_LIMITS.account),
          returnedOnSuccess: false,
          strangers: true,
        },
      ];
}

/**
 * Counts a login attempt against every rule that applies, atomically and before the slow
 * password check, so a burst can never have more attempts checked than a limit allows; answers
 * 429 past a limit. A successful login gives back its count where only failures should weigh
 * (the right password is no guess, and offices share addresses): the wrong passwords checked
 * per window never pass a limit. The per-account count of strangers is kept even on success.
 * The owner's known device or address is not subject to the strangers' per-account limit, so
 * nobody can lock the owner out from elsewhere.
 */
export async function reserveLoginAttempt(
  db: Database,
  input: {
    userId: number | undefined;
    email: string;
    ip: string;
    /** The owner logged in from this address lately (`findLoginAccount`). */
    ownerIp: boolean;
    deviceCookie?: string;
    /** The caller answered the harder `login-strict` proof of work. */
    strictBotCheck?: boolean;
  },
): Promise<LoginReservation> {
  const email = input.email.trim().toLowerCase();
  const { source, deviceId } = await loginSource(
    db,
    input.userId,
    input.ownerIp,
    input.deviceCookie,
  );
  const rules = rulesFor(source, email, input.ip, deviceId);
  // Every rule counted in one statement; past a limit, the rules after it are given back, as
  // though counting had stopped at the first limit passed.
  const counts = await countAttempts(
    db,
    rules.map(({ rule }) => rule),
  );
  for (const [index, { rule, strangers }] of rules.entries()) {
    const counted = counts[index];
    if (!counted || counted.count <= rule.limit) continue;
    // Past the strangers' limit an account is not locked (its owner may be the stranger, on a
    // new device): each further attempt costs the caller the harder proof of work instead.
    if (strangers && input.strictBotCheck) continue;
    await giveBackAttempts(
      db,
      rules.slice(index + 1).map((later) => later.rule),
    );
    throw strangers ? botCheckRequired() : tooManyAttempts(counted.retryAfterSeconds);
  }
  return {
    source,
    async release() {
      await giveBackAttempts(
        db,
        rules.filter(({ returnedOnSuccess }) => returnedOnSuccess).map(({ rule }) => rule),
      );
    },
  };
}

const botCheckRequired = () =>
  new AppError(
    429,
    'bot_check_required',
    'Too many attempts on this account. Please complete the extra check to go on.',
    { action: 'login-strict' },
  );
