import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe endpoints the app calls (customers, Checkout Sessions,
 * charges), on 127.0.0.1, so the real `stripe` package is tested end to end without a network.
 * Tests move a session on (paid, expired, refunded) and sign the webhook Stripe would send.
 */

type Json = Record<string, unknown>;

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  locale: string | null;
  line_items: { name: string; amount: number; currency: string }[];
  success_url: string;
  cancel_url: string;
  url: string;
};

export type FakeCharge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
};

export type RecordedRequest = { method: string; path: string; body: Json; idempotencyKey?: string };

/** Stripe's form encoding (`a[b][0][c]=x`) back into objects and arrays. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const missing = (what: string) => ({
  status: 404,
  body: {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  },
});

export async function startFakeStripe() {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, FakeSession>();
  const charges = new Map<string, FakeCharge>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  const next = (prefix: string) => `${prefix}_fake_${crypto.randomBytes(8).toString('hex')}`;

  function createSession(body: Json): FakeSession {
    const items = (body.line_items as Json[] | undefined) ?? [];
    const lines = items.map((item) => {
      const price = item.price_data as Json;
      const product = price.product_data as Json;
      return {
        name: String(product.name),
        amount: Number(price.unit_amount) * Number(item.quantity ?? 1),
        currency: String(price.currency),
      };
    });
    const id = next('cs');
    const metadata = (body.metadata as Record<string, string> | undefined) ?? {};
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: String(body.mode),
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      customer: (body.customer as string | undefined) ?? null,
      customer_email: (body.customer_email as string | undefined) ?? null,
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      metadata,
      amount_total: lines.reduce((sum, line) => sum + line.amount, 0),
      currency: lines[0]?.currency ?? 'usd',
      locale: (body.locale as string | undefined) ?? null,
      line_items: lines,
      success_url: String(body.success_url).replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: String(body.cancel_url).replace('{CHECKOUT_SESSION_ID}', id),
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    sessions.set(id, session);
    return session;
  }

  function route(
    method: string,
    path: string,
    body: Json,
    query: URLSearchParams,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: next('cus'), object: 'customer', ...body };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions')
      return { status: 200, body: createSession(body) };
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const paymentIntent = query.get('payment_intent');
      const data = [...sessions.values()].filter(
        (found) => !paymentIntent || found.payment_intent === paymentIntent,
      );
      return { status: 200, body: { object: 'list', url: path, has_more: false, data } };
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (session) {
      const found = sessions.get(decodeURIComponent(session[1] ?? ''));
      if (!found) return missing('checkout.session');
      if (method === 'POST' && session[2] && found.status === 'open') found.status = 'expired';
      return { status: 200, body: found };
    }
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (method === 'GET' && charge) {
      const found = charges.get(decodeURIComponent(charge[1] ?? ''));
      return found ? { status: 200, body: found } : missing('charge');
    }
    return missing(`route ${method} ${path}`);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = parseForm(Buffer.concat(chunks).toString('utf8'));
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey });
      // Stripe answers a repeated idempotency key with the first answer.
      const cacheKey = idempotencyKey && `${request.method} ${url.pathname} ${idempotencyKey}`;
      const reply =
        (cacheKey && replies.get(cacheKey)) ||
        route(request.method ?? 'GET', url.pathname, body, url.searchParams);
      if (cacheKey) replies.set(cacheKey, reply);
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': next('req'),
      });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function sessionOf(id: string) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no fake session ${id}`);
    return session;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    charges,
    /** The buyer paid: the session completes, with a PaymentIntent and its charge. */
    pay(sessionId: string) {
      const session = sessionOf(sessionId);
      const paymentIntent = next('pi');
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntent,
      });
      const charge: FakeCharge = {
        id: next('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: session.currency,
        payment_intent: paymentIntent,
      };
      charges.set(charge.id, charge);
      return { session, charge };
    },
    /** The session ran out (24 hours at Stripe) without being paid. */
    expire(sessionId: string) {
      const session = sessionOf(sessionId);
      if (session.status === 'open') session.status = 'expired';
      return session;
    },
    /** A refund made in Stripe's dashboard, in full unless an amount is given. */
    refund(chargeId: string, amount?: number) {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no fake charge ${chargeId}`);
      charge.amount_refunded = Math.min(
        charge.amount,
        charge.amount_refunded + (amount ?? charge.amount),
      );
      charge.refunded = charge.amount_refunded === charge.amount;
      return charge;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A webhook as Stripe sends it: the event's JSON and its `Stripe-Signature` header. */
export function signedWebhook(
  secret: string,
  type: string,
  object: object,
  id = `evt_fake_${crypto.randomBytes(8).toString('hex')}`,
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const header = new Stripe('sk_test_signing').webhooks.generateTestHeaderString({
    payload,
    secret,
  });
  return { id, payload, header };
}
