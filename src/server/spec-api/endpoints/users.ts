import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MeResponse } from '#shared/schemas/auth.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { callerOf, specUserId } from '../caller.ts';
import { failureRows, isOk, okBody, statusRow } from '../executer/answers.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { readForm } from '../multipart-form.ts';
import { specMeta, specMetaBearer, type SpecApiApp } from '../spec-api-app.ts';
import { languageOf, text } from '../texts.ts';
import {
  companySignUpAnswerSchema,
  companySignUpBodySchema,
  companySignUpThroughApi,
} from './accounts/company-sign-up.ts';
import {
  looseId,
  looseText,
  signUpThroughApi,
  UNASKED_CHANNEL_ID,
} from './accounts/registration.ts';
import { loginThroughApi, sessionAnswerSchema } from './accounts/session-answer.ts';
import {
  googleBodySchema,
  googleThroughApi,
  linkedinQuerySchema,
  linkedinThroughApi,
} from './accounts/social-sign-in.ts';
import { specRowsSchema } from './accounts/spec-user.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export const loginBodySchema = z.object({
  username: looseText,
  password: looseText,
  /** The bot-check token of action `login`: reCAPTCHA when configured, else our ALTCHA proof. */
  recaptchaToken: looseText,
  /** Our addition: the token answers the harder `login-strict` check (after `bot_check_required`). */
  strictBotCheck: z.boolean().optional(),
});

const signUpBodySchema = z.object({
  firstname: looseText,
  lastname: looseText,
  email: looseText,
  password: looseText,
  linkedInPage: looseText,
  marketingChannelId: looseId,
  /** Not read: a Google identity is linked only by a verified Google sign-in. */
  googleAuthId: looseText,
  /** The bot-check token of action `signup`. */
  recaptchaToken: looseText,
});

const resetBodySchema = z.object({
  userId: looseId,
  email: looseText,
  code: z
    .union([z.string().max(100), z.number()])
    .nullable()
    .optional(),
  password: looseText,
  /** The bot-check token of action `reset`. */
  recaptchaToken: looseText,
});

const roleAnswerSchema = z.object({
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
});

/**
 * `readForm` (multipart-form.ts) lets the parser's own errors through, so a broken multipart
 * body (cut off, wrong boundary) would be a 500: here it is the caller's 400.
 */
async function readRegistrationForm(request: FastifyRequest) {
  try {
    return await readForm(request);
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status < 500)) throw error;
    throw badRequest('The multipart body cannot be read');
  }
}

/** The spec's `Users/*` calls (public spec, section 7) over our accounts, auth and oauth routes. */
export async function usersEndpoints(api: SpecApiApp) {
  const { r } = api;

  r.post(
    '/api/Users/Login',
    {
      schema: {
        ...specMeta,
        summary: 'Login (username, password, recaptchaToken)',
        description:
          'POST /api/auth/login as the caller (bot check, login limits by the caller’s address). ' +
          'status 0: `user` (our public id, role, names, e-mail), `token` (bearer), `menu`; the ' +
          'refresh cookie is set. An unconfirmed address: status 1, `user.emailConfirmed` 0 and ' +
          'a code mailed. Wrong credentials 401, deactivated 403, bot check 400, limits 429.',
        body: loginBodySchema,
        response: { 200: sessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      loginThroughApi(api, request, reply, request.body, languageOf(request)),
  );

  r.get(
    '/api/Users/Role',
    {
      schema: {
        ...specMetaBearer,
        summary: 'Refresh the caller’s role',
        description:
          'The spec does not show the answer: `{ roleId, roleName }` of the bearer token’s user ' +
          '(GET /api/auth/me), both null without a token (the home page calls it logged out). ' +
          'An expired or revoked token is a 401, which logs the spec’s client out.',
        response: { 200: roleAnswerSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      if (!request.headers.authorization?.startsWith('Bearer '))
        return { roleId: null, roleName: null };
      const me = okBody<MeResponse>(
        await api.call(request, { url: '/api/auth/me' }),
        languageOf(request),
      );
      return { roleId: me.user.roleId, roleName: me.user.roleCode };
    },
  );

  r.post(
    '/api/Users/User-SignUp',
    {
      schema: {
        ...specMeta,
        summary: 'Candidate sign-up',
        description:
          'POST /api/accounts/signup (terms accepted by the call, bot-check token in ' +
          '`recaptchaToken`). Rows: status 0 and the next step (a code is mailed), or status 1 ' +
          'and the reason (e.g. "This Linkedin Profile Already Registered!"). The same answer ' +
          'whether or not the address already has an account.',
        body: signUpBodySchema,
        response: { 200: specRowsSchema, ...errors },
      },
    },
    async (request) => signUpThroughApi(api, request, request.body, languageOf(request)),
  );

  r.post(
    '/api/Users/Company-SignUp',
    {
      schema: {
        ...specMeta,
        summary: 'Company sign-up',
        description:
          'POST /api/accounts/company-signup. `item3` is JSON text `{ status, message, ' +
          'company_id }`; `item1` (the payment customer id) and `company_id` are null: the ' +
          'company and its customer are created and linked at once and shown after the e-mail ' +
          'is confirmed, so the answer tells nobody whether the address had an account.',
        body: companySignUpBodySchema,
        response: { 200: companySignUpAnswerSchema, ...errors },
      },
    },
    async (request) => companySignUpThroughApi(api, request, request.body, languageOf(request)),
  );

  r.post(
    '/api/Users/ResetPassword',
    {
      schema: {
        ...specMeta,
        summary: 'Set a new password with the mailed code',
        description:
          'POST /api/accounts/password-reset (bot-check token in `recaptchaToken`). `userId` -1 ' +
          'or the caller; another user’s id is refused. Rows: status 0, or 1 and the reason.',
        body: resetBodySchema,
        response: { 200: specRowsSchema, ...errors },
      },
    },
    async (request) => {
      const language = languageOf(request);
      await callerOf(api.ctx.db, request, specUserId(request.body.userId));
      const { email, code, password, recaptchaToken } = request.body;
      const response = await api.call(request, {
        method: 'POST',
        url: '/api/accounts/password-reset',
        payload: {
          email: email ?? undefined,
          code: code === null || code === undefined ? undefined : String(code),
          password: password ?? undefined,
          captchaToken: recaptchaToken ?? undefined,
        },
      });
      if (!isOk(response)) return failureRows(response, language);
      return [statusRow(0, text(language, 'accounts.banner.passwordReset') ?? '')];
    },
  );

  r.post(
    '/api/Users/GoogleSignupOrLogin',
    {
      schema: {
        ...specMeta,
        summary: 'Google sign-up or login',
        description:
          'POST /api/auth/oauth/google/one-tap with the Google ID token (`credential`, or ' +
          '`idToken` / `token` / `accessToken` when it is one); the profile fields are not ' +
          'believed. status 0: `user`, `token`, `menu`, `profilePictureUrl`; else status 1 and ' +
          'the reason ("Unknown error during Google authentication").',
        body: googleBodySchema,
        response: { 200: sessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      googleThroughApi(api, request, reply, request.body, languageOf(request)),
  );

  r.get(
    '/api/Users/linkedin-callback',
    {
      schema: {
        ...specMeta,
        summary: 'LinkedIn sign-in callback (code)',
        description:
          'GET /api/auth/oauth/linkedin/callback with the code and state: redeemed only for a ' +
          'sign-in started at GET /api/auth/oauth/linkedin/start (its cookie holds the state and ' +
          'PKCE verifier). status 0: `user`, `token`, `menu`; else status 1 and the spec’s ' +
          'LinkedIn message.',
        querystring: linkedinQuerySchema,
        response: { 200: sessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      linkedinThroughApi(api, request, reply, request.query, languageOf(request)),
  );

  r.post(
    '/api/Users',
    {
      schema: {
        ...specMeta,
        summary: 'Registration (multipart)',
        description:
          'Fields Firstname, Lastname, LinkedinPage, Email, Password, RoleId (3 candidate, 2 ' +
          'recruiter), RecaptchaToken (action `signup`); Phone, AccountUseIbanOrAccnum and ' +
          'ProfilePictureFile are not read (profile and billing pages). The Basic authorization ' +
          'and key headers are not trusted for anything: this is the same public sign-up as ' +
          'User-SignUp (marketing channel 7 when none is sent). Rows: status, message.',
        consumes: ['multipart/form-data'],
        response: { 200: specRowsSchema, ...errors },
      },
    },
    async (request) => {
      const { fields } = await readRegistrationForm(request);
      return signUpThroughApi(api, request, fields, languageOf(request), {
        defaultChannelId: UNASKED_CHANNEL_ID,
      });
    },
  );
}
