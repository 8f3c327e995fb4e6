import Stripe from 'stripe';
import type { Config } from '../../config.ts';

export type StripeSettings = Config['stripe'];

const clients = new Map<string, Stripe>();

/** Where the client sends its calls: Stripe itself, or STRIPE_API_URL (a local fake in tests). */
function endpoint(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** The official client for the configured key, or null when Stripe is not configured. */
export function stripeClient(settings: StripeSettings): Stripe | null {
  const key = settings.secretKey;
  if (!key) return null;
  const cacheKey = `${key}|${settings.apiUrl ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(key, {
      ...endpoint(settings.apiUrl),
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
    });
    clients.set(cacheKey, client);
  }
  return client;
}
