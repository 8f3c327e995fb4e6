import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { botCheckChallengeResponseSchema, type BotCheckAction } from '#shared/schemas/bot-check.ts';
import { api } from '#client/api/client.ts';
import { loadRecaptcha } from './load-recaptcha.ts';

const SOLVE_TIMEOUT_MS = 30_000;

/**
 * An invisible bot check, like reCAPTCHA v3: fetches a challenge for the action and answers it
 * (a small proof of work, or reCAPTCHA when the server is configured for it). Rejects when it
 * cannot; the caller shows 'Please verify that you are not a robot'.
 */
export async function getBotCheckToken(action: BotCheckAction): Promise<string> {
  const response = await api.get('/bot-check/challenge', {
    query: { action },
    anonymous: true,
    schema: botCheckChallengeResponseSchema,
  });
  if (response.provider === 'recaptcha') {
    const grecaptcha = await loadRecaptcha(response.siteKey);
    return grecaptcha.execute(response.siteKey, { action });
  }
  const solution = await solveChallenge({
    challenge: response.challenge,
    deriveKey,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error('The bot check could not be completed');
  return btoa(JSON.stringify({ challenge: response.challenge, solution }));
}
