import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import type { SessionResponse } from '#shared/schemas/auth.ts';
import { isOk, passOn } from '../../executer/answers.ts';
import type { InnerResponse } from '../../inner-call.ts';
import type { SpecApiApp } from '../../spec-api-app.ts';
import { messageOfError, text } from '../../texts.ts';
import { specMenuEntry, specRecordSchema, specSessionUser } from './spec-user.ts';

/**
 * What the spec's logins answer ("returns user and token"): `status` 0 with our session user
 * (`user`, see spec-user.ts), the access token, its lifetime in seconds and the role's menu. The
 * refresh cookie our login sets goes along as Set-Cookie, so the session renews as on our client.
 */
export const sessionAnswerSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  user: specRecordSchema.nullable(),
  token: z.string().nullable(),
  expiresIn: z.number().int().nullable(),
  menu: z.array(specRecordSchema),
  /** The social sign-ins' "optional profile picture url": our stored picture, when there is one. */
  profilePictureUrl: z.string().nullable().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** Our Set-Cookie headers of an inner call, passed on to the spec's caller. */
export function passOnCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export function sessionAnswer(session: SessionResponse, language: Language): SessionAnswer {
  return {
    status: 0,
    message: '',
    user: specSessionUser(session.user),
    token: session.accessToken,
    expiresIn: session.expiresIn,
    menu: session.menu.map((entry) => specMenuEntry(entry, language)),
    profilePictureUrl: session.user.profilePictureUrl,
  };
}

/**
 * The spec's "email not confirmed" answer: our login refused the right password of an account
 * whose address is not confirmed (and mailed it a code). The spec's client reads
 * `user.emailConfirmed` 0, sends sqlId 97 and opens confirm-email with the address.
 */
export function unconfirmedAnswer(response: InnerResponse, language: Language): SessionAnswer {
  const details = (response.body as { details?: { email?: unknown } } | null)?.details;
  const email = typeof details?.email === 'string' ? details.email : null;
  return {
    status: 1,
    message: messageOfError(language, response.body),
    user: { email, emailConfirmed: 0 },
    token: null,
    expiresIn: null,
    menu: [],
  };
}

export const isUnconfirmed = (response: InnerResponse) =>
  response.statusCode === 403 &&
  (response.body as { code?: unknown } | null)?.code === 'email_not_confirmed';

export type LoginInput = {
  username?: string | null;
  password?: string | null;
  recaptchaToken?: string | null;
  strictBotCheck?: boolean;
};

/**
 * Logs in through `POST /api/auth/login` as the caller (their address counts for the login
 * limits, their bot-check token is checked). Wrong credentials, a deactivated account, a failed
 * bot check or a limit stay HTTP errors with the message in the caller's language.
 */
export async function loginThroughApi(
  api: SpecApiApp,
  request: FastifyRequest,
  reply: FastifyReply,
  input: LoginInput,
  language: Language,
): Promise<SessionAnswer> {
  const response = await api.call(request, {
    method: 'POST',
    url: '/api/auth/login',
    payload: {
      email: input.username ?? undefined,
      password: input.password ?? undefined,
      captchaToken: input.recaptchaToken ?? undefined,
      strictBotCheck: input.strictBotCheck,
    },
  });
  passOnCookies(reply, response.setCookie);
  if (isOk(response)) return sessionAnswer(response.body as SessionResponse, language);
  if (isUnconfirmed(response)) return unconfirmedAnswer(response, language);
  throw passOn(response, language);
}

/** The answer of a social sign-in that did not open a session: status 1 and why. */
export function refusedAnswer(message: string): SessionAnswer {
  return { status: 1, message, user: null, token: null, expiresIn: null, menu: [] };
}

export const textOr = (language: Language, key: string, fallback: string) =>
  text(language, key) ?? fallback;
