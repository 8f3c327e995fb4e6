import type { FastifyRequest } from 'fastify';
import { referrals as referralTexts } from '#shared/i18n/referrals.ts';
import { languageOf } from '../../http/request-language.ts';

/** The refusal texts of a referral in the caller's language. */
export function outcomeTexts(request: FastifyRequest | undefined) {
  return referralTexts[languageOf(request)].outcome;
}
