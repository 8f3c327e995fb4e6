import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';

const CHALLENGE_TTL_SECONDS = 600;
/** Three hex zeros: about 4,096 hashes, a fraction of a second in a browser, costly for a bot farm. */
const KEY_PREFIX = '000';
/** Four hex zeros: about 65,536 hashes, a second or two in a browser, per login attempt. */
export const STRICT_KEY_PREFIX = '0000';

export async function createAltchaChallenge(
  secret: string,
  action: string,
  keyPrefix = KEY_PREFIX,
) {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix,
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
    data: { action },
  });
}

const CLEAR_EXPIRED_EVERY = 50;
let answersChecked = 0;

type Payload = { challenge: Challenge; solution: Solution };

function decode(token: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    return payload?.challenge?.parameters && payload.solution ? payload : undefined;
  } catch {
    return undefined;
  }
}

const recordUsedAnswer = preparedStatement<{ signature: string }>(
  'used_bot_check',
  () => sql`
    WITH "expired" AS (DELETE FROM used_bot_checks WHERE ${sql.placeholder('clearExpired')}::boolean AND expires_at < now())
    INSERT INTO used_bot_checks (signature, expires_at)
    VALUES (${sql.placeholder('signature')}, ${sql.placeholder('expiresAt')}::timestamptz)
    ON CONFLICT DO NOTHING RETURNING signature`,
);

/** True for a valid, unexpired solution of a challenge we signed for this action, used once. */
export async function verifyAltchaToken(
  db: Database,
  secret: string,
  token: string,
  action: string,
) {
  const payload = decode(token);
  if (
    !payload ||
    payload.challenge.parameters.data?.action !== action ||
    !payload.challenge.signature
  )
    return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  // The signature covers the parameters, so this only guards against a future route signing a
  // strict action with the easy prefix.
  if (action === 'login-strict' && payload.challenge.parameters.keyPrefix !== STRICT_KEY_PREFIX)
    return false;
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
  // Every fiftieth answer a process checks also clears the expired ones, in the same statement.
  answersChecked = (answersChecked + 1) % CLEAR_EXPIRED_EVERY;
  const inserted = await recordUsedAnswer(db, {
    clearExpired: answersChecked === 0,
    signature: payload.challenge.signature,
    expiresAt: expiresAt.toISOString(),
  });
  return inserted.length === 1;
}
