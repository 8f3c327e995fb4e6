import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { botCheckChallengeResponseSchema, type BotCheckAction } from '#shared/schemas/bot-check.ts';

/** Solves a bot-check challenge of the app the way the browser does; the token works once. */
export async function solvedBotCheckToken(app: FastifyInstance, action: BotCheckAction) {
  const response = await app.inject({ url: `/api/bot-check/challenge?action=${action}` });
  return solve(response.json());
}

/** The same, over HTTP from a server listening at `baseUrl` (another process). */
export async function solvedBotCheckTokenAt(baseUrl: string, action: BotCheckAction) {
  const response = await fetch(`${baseUrl}/api/bot-check/challenge?action=${action}`);
  return solve(await response.json());
}

async function solve(answer: unknown) {
  const body = botCheckChallengeResponseSchema.parse(answer);
  if (body.provider !== 'altcha') throw new Error('expected the built-in bot check');
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString('base64');
}
