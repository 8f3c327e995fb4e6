import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import type { SessionResponse } from '#shared/schemas/auth.ts';
import { lineText } from '#shared/schemas/fields.ts';
import { isOk, passOn } from '../../executer/answers.ts';
import type { SpecApiApp } from '../../spec-api-app.ts';
import { messageOfError, text } from '../../texts.ts';
import { looseId, looseText } from './registration.ts';
import {
  isUnconfirmed,
  passOnCookies,
  refusedAnswer,
  sessionAnswer,
  unconfirmedAnswer,
  type SessionAnswer,
} from './session-answer.ts';

/**
 * The spec's Google login info. Only a Google ID token (`credential`, or `idToken` / `token` /
 * `accessToken` when it is one) is believed: the profile fields, `googleAuthId` and
 * `googleProfilePic` are the caller's own words and are not read.
 */
export const googleBodySchema = z.object({
  credential: looseText,
  idToken: looseText,
  token: looseText,
  accessToken: looseText,
  firstname: looseText,
  lastname: looseText,
  email: looseText,
  password: looseText,
  linkedInPage: looseText,
  marketingChannelId: looseId,
  googleAuthId: looseText,
  googleProfilePic: looseText,
});

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

const failedText = (language: Language, key: string) =>
  text(language, `accounts.banner.${key}`) ?? 'Sign-in failed';

/** Google through our one-tap route, which verifies the ID token against Google's keys. */
export async function googleThroughApi(
  api: SpecApiApp,
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.infer<typeof googleBodySchema>,
  language: Language,
): Promise<SessionAnswer> {
  const credential = [body.credential, body.idToken, body.token, body.accessToken].find(
    (value): value is string => typeof value === 'string' && JWT.test(value),
  );
  if (!credential) return refusedAnswer(failedText(language, 'googleFailed'));
  const response = await api.call(request, {
    method: 'POST',
    url: '/api/auth/oauth/google/one-tap',
    payload: { credential },
  });
  passOnCookies(reply, response.setCookie);
  if (isOk(response)) return sessionAnswer(response.body as SessionResponse, language);
  if (response.statusCode === 429 || response.statusCode >= 500) throw passOn(response, language);
  const code = (response.body as { code?: unknown } | null)?.code;
  if (code === 'email_not_confirmed') return unconfirmedAnswer(response, language);
  // Not configured (404) or a token Google did not sign for us (400): the spec's Google message.
  if (response.statusCode === 404 || code === 'oauth_failed')
    return refusedAnswer(failedText(language, 'googleFailed'));
  return refusedAnswer(messageOfError(language, response.body));
}

export const linkedinQuerySchema = z.object({
  code: lineText().max(2000).optional(),
  state: lineText().max(500).optional(),
  error: lineText().max(200).optional(),
  error_description: lineText().max(1000).optional(),
  /** Where LinkedIn sent the code back (a client-started sign-in); default /linkedin/callback. */
  redirect_uri: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});

/** The `error` of our callback's redirect, as the spec's LinkedIn messages. */
function linkedinMessage(error: string, language: Language): string {
  if (error === 'user_cancelled_login') return failedText(language, 'linkedinCancelled');
  if (error === 'code_not_found') return failedText(language, 'linkedinNoCode');
  if (error === 'account_inactive')
    return text(language, 'errors.account_inactive') ?? failedText(language, 'linkedinFailed');
  return failedText(language, 'linkedinFailed');
}

/**
 * Our callback answers with a redirect, whose Location carries the outcome: `inner-call.ts` does
 * not give headers back, so this call is injected here with the same forwarding rules (the
 * caller's cookies, which hold the sign-in's state, and the caller's address).
 */
async function callbackRedirect(
  api: SpecApiApp,
  request: FastifyRequest,
  query: z.infer<typeof linkedinQuerySchema>,
) {
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'user-agent', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const response = await api.ctx.app.inject({
    method: 'GET',
    url: `/api/auth/oauth/linkedin/callback?${search.toString()}`,
    headers,
    remoteAddress: request.ip,
  });
  const location = new URL(String(response.headers.location ?? '/'), 'http://local');
  const cookies = response.headers['set-cookie'];
  return {
    statusCode: response.statusCode,
    body: response.statusCode >= 400 ? response.json<unknown>() : undefined,
    outcome: location.searchParams,
    setCookie: cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies],
  };
}

const isRefreshCookie = (cookie: string) => cookie.startsWith('rt=');

/** Our LinkedIn start keeps the sign-in's state in this cookie. */
const hasOurSignIn = (request: FastifyRequest) =>
  /(?:^|;\s*)oidc=/.test(request.headers.cookie ?? '');

/**
 * The spec's client sent the person to LinkedIn itself: the code is redeemed without a state of
 * ours, and the session is answered in the body only (no cookie), so a page of another site that
 * sends a browser here with a code of its own cannot leave that browser signed in.
 */
async function clientStartedLinkedin(
  api: SpecApiApp,
  request: FastifyRequest,
  code: string,
  redirectUri: string | undefined,
  language: Language,
): Promise<SessionAnswer> {
  const response = await api.call(request, {
    method: 'POST',
    url: '/api/auth/oauth/linkedin/code',
    payload: { code, ...(redirectUri ? { redirectUri } : {}) },
  });
  if (isOk(response)) return sessionAnswer(response.body as SessionResponse, language);
  if (isUnconfirmed(response)) return unconfirmedAnswer(response, language);
  if (response.statusCode === 400) return refusedAnswer(failedText(language, 'linkedinFailed'));
  throw passOn(response, language);
}

/**
 * The LinkedIn code through our callback: it checks the state and PKCE verifier that our
 * `GET /api/auth/oauth/linkedin/start` keeps in its cookie, so only a sign-in this server started
 * is redeemed. A session it opens is read back through `POST /api/auth/refresh` for the token.
 */
export async function linkedinThroughApi(
  api: SpecApiApp,
  request: FastifyRequest,
  reply: FastifyReply,
  query: z.infer<typeof linkedinQuerySchema>,
  language: Language,
): Promise<SessionAnswer> {
  if (query.code && !query.error && !hasOurSignIn(request))
    return clientStartedLinkedin(api, request, query.code, query.redirect_uri, language);
  const callback = await callbackRedirect(api, request, query);
  if (callback.statusCode >= 400)
    throw passOn({ statusCode: callback.statusCode, body: callback.body, setCookie: [] }, language);
  const refresh = callback.setCookie.find(isRefreshCookie);
  if (callback.outcome.get('status') !== '0' || !refresh) {
    passOnCookies(reply, callback.setCookie);
    const error = callback.outcome.get('error') ?? 'authorization_failed';
    if (error === 'email_not_confirmed')
      return {
        ...refusedAnswer(text(language, 'errors.email_not_confirmed') ?? ''),
        user: { email: callback.outcome.get('email') ?? null, emailConfirmed: 0 },
      };
    return refusedAnswer(linkedinMessage(error, language));
  }
  const session = await api.call(request, {
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { cookie: refresh.split(';')[0]! },
  });
  const renewed = session.setCookie.some(isRefreshCookie);
  passOnCookies(reply, [
    ...callback.setCookie.filter((cookie) => !renewed || !isRefreshCookie(cookie)),
    ...session.setCookie,
  ]);
  if (!isOk(session)) throw passOn(session, language);
  return sessionAnswer(session.body as SessionResponse, language);
}
