import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSessionResponseSchema,
  createSessionSchema,
  paymentSuccessResponseSchema,
  paymentSuccessSchema,
  quoteQuerySchema,
  quoteResponseSchema,
  testCardSchema,
  testPayResponseSchema,
  testSessionParamsSchema,
  testSessionResponseSchema,
  type CheckoutTarget,
  type QuoteQuery,
} from '#shared/schemas/checkout.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { WebhookSignatureError } from '../../infra/payments/provider.ts';
import { authenticated, requireAuth } from '../../platform/auth/guards.ts';
import { createCheckoutSession } from './create-session.ts';
import { confirmFromSuccessPage } from './payment-success.ts';
import { checkoutProvider } from './provider.ts';
import { priceTarget, toQuote } from './quote.ts';
import { resolveTarget } from './targets.ts';
import { payTestSession, readTestSession } from './test-checkout.ts';
import { handleProviderEvent } from './webhook.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  503: errorResponseSchema,
};
const meta = { tags: ['checkout'], security: [{ bearer: [] }] };
/** Stripe's events are a few kilobytes; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

function targetOf(query: QuoteQuery): CheckoutTarget {
  if (query.jobId) return { kind: 'job', jobId: query.jobId };
  if (query.invoiceId) return { kind: 'invoice', invoiceId: query.invoiceId };
  if (query.planId) return { kind: 'plan', planId: query.planId, companyId: query.companyId };
  throw badRequest('Name exactly one of jobId, planId and invoiceId');
}

/**
 * Checkout (`/api/checkout`): what a company pays (quote), the payment session, the success
 * page's confirmation, Stripe's webhook and the built-in test checkout. Members of the paying
 * company and staff; anything of another company is not found.
 */
export async function checkoutRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const provider = checkoutProvider(ctx);

  r.get(
    '/api/checkout/quote',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        querystring: quoteQuerySchema,
        response: { 200: quoteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      const target = await resolveTarget(db, auth, targetOf(request.query));
      return toQuote(target, await priceTarget(db, target), provider.name);
    },
  );

  r.post(
    '/api/checkout/sessions',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        body: createSessionSchema,
        response: { 201: createSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request);
      const session = await createCheckoutSession(ctx, provider, auth, request.body, request);
      return reply.code(201).send(session);
    },
  );

  r.post(
    '/api/checkout/payment-success',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        body: paymentSuccessSchema,
        response: { 200: paymentSuccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request);
      return confirmFromSuccessPage(db, provider, auth, request.body.sessionId);
    },
  );

  const testMeta = { tags: ['checkout'] };
  r.get(
    '/api/checkout/test-sessions/:sessionId',
    {
      schema: {
        ...testMeta,
        params: testSessionParamsSchema,
        response: { 200: testSessionResponseSchema, ...errors },
      },
    },
    async (request) => readTestSession(db, provider, request.params.sessionId),
  );

  r.post(
    '/api/checkout/test-sessions/:sessionId/pay',
    {
      schema: {
        ...testMeta,
        params: testSessionParamsSchema,
        body: testCardSchema,
        response: { 200: testPayResponseSchema, ...errors },
      },
    },
    async (request) => payTestSession(db, provider, request.params.sessionId, request.body.number),
  );

  // Stripe signs the exact bytes it sent: this route alone keeps the body raw (a re-serialised
  // JSON body never verifies), in a scope of its own so every other route still parses JSON.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/checkout/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['checkout'],
          response: {
            200: z.object({ received: z.literal(true), outcome: z.string() }),
            ...errors,
          },
        },
      },
      async (request) => {
        if (provider.name !== 'stripe') throw notFound('No payment provider sends webhooks here');
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw badRequest('The webhook body must be JSON');
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = provider.verifyEvent(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw badRequest('The webhook signature is missing or does not match');
          throw error;
        }
        try {
          return {
            received: true as const,
            outcome: await handleProviderEvent(db, provider, event),
          };
        } catch (error) {
          request.log.error({ err: error, event: event.id }, 'webhook not processed');
          // Stripe retries a failed delivery: nothing was recorded, so the retry processes it.
          throw new AppError(
            503,
            'unavailable',
            'The event could not be processed now',
            undefined,
            30,
          );
        }
      },
    );
  });
}
