import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companySignUpRequestSchema,
  companySignUpResponseSchema,
  getStartedQuerySchema,
  getStartedResponseSchema,
  resetPasswordRequestSchema,
  resetRequestSchema,
  sendCodeRequestSchema,
  signUpOptionsQuerySchema,
  signUpOptionsResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  verifyCodeRequestSchema,
} from '#shared/schemas/accounts.ts';
import { errorResponseSchema, okResponseSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '../../app-context.ts';
import { companySignUp } from './company-sign-up.ts';
import { detachedWorkSettled } from './detached-work.ts';
import { requestConfirmationCode, verifyEmail } from './email-confirmation.ts';
import { loadGetStarted } from './get-started.ts';
import { requestPasswordReset, resetPassword, verifyResetCode } from './password-reset.ts';
import { signUp } from './sign-up.ts';
import { loadSignUpOptions } from './sign-up-options.ts';

const errors = {
  400: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const ok = { ok: true as const };

/** Sign-up, e-mail confirmation and password reset: all public, all rate limited. */
export async function accountRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  // Mails started after an answer (password reset) finish before the database closes.
  app.addHook('onClose', detachedWorkSettled);

  r.get(
    '/api/accounts/signup-options',
    {
      schema: {
        tags,
        querystring: signUpOptionsQuerySchema,
        response: { 200: signUpOptionsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => loadSignUpOptions(ctx.db, request.query.lang),
  );

  r.get(
    '/api/accounts/get-started',
    {
      schema: {
        tags,
        querystring: getStartedQuerySchema,
        response: { 200: getStartedResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => loadGetStarted(ctx.db, request.query.lang),
  );

  r.post(
    '/api/accounts/signup',
    {
      schema: {
        tags,
        body: signUpRequestSchema,
        response: { 201: signUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The same answer whether or not the address already has an account (see sign-up.ts).
      const { email } = await signUp(ctx, request.body, request);
      return reply.status(201).send({ ok: true, email });
    },
  );

  r.post(
    '/api/accounts/company-signup',
    {
      schema: {
        tags,
        body: companySignUpRequestSchema,
        response: { 201: companySignUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await companySignUp(ctx, request.body, request);
      return reply.status(201).send({ ok: true, ...created });
    },
  );

  r.post(
    '/api/accounts/email-confirmation/send',
    {
      schema: { tags, body: sendCodeRequestSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      await requestConfirmationCode(ctx, request.body, request.ip);
      return ok;
    },
  );

  r.post(
    '/api/accounts/email-confirmation/verify',
    {
      schema: {
        tags,
        body: verifyCodeRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await verifyEmail(ctx, request.body, request);
      return ok;
    },
  );

  r.post(
    '/api/accounts/password-reset/request',
    { schema: { tags, body: resetRequestSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await requestPasswordReset(ctx, request.body, request);
      return ok;
    },
  );

  r.post(
    '/api/accounts/password-reset/verify',
    {
      schema: {
        tags,
        body: verifyCodeRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await verifyResetCode(ctx, request.body, request.ip);
      return ok;
    },
  );

  r.post(
    '/api/accounts/password-reset',
    {
      schema: {
        tags,
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, request);
      return ok;
    },
  );
}
