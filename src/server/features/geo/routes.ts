import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { geoCountryResponseSchema, type GeoCountryResponse } from '#shared/schemas/geo.ts';
import type { AppContext } from '../../app-context.ts';

/** Country headers set by common proxies and CDNs; read only when TRUST_PROXY is on. */
const PROXY_HEADERS = [
  'cf-ipcountry',
  'x-country-code',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
];
const ISO2 = /^[A-Z]{2}$/;
const NOT_COUNTRIES = new Set(['XX', 'T1', 'EU', 'AP']);

/** The caller's likely country: proxy header, then the Accept-Language region; null otherwise. */
export function countryOf(request: FastifyRequest, trustProxy: boolean): GeoCountryResponse {
  if (trustProxy) {
    for (const name of PROXY_HEADERS) {
      const value = request.headers[name];
      const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
      if (ISO2.test(code) && !NOT_COUNTRIES.has(code)) return { iso2: code, source: 'proxy' };
    }
  }
  const languages = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '');
  for (const tag of languages) {
    const region = tag.split('-').find((sub, index) => index > 0 && /^[A-Za-z]{2}$/.test(sub));
    if (region) return { iso2: region.toUpperCase(), source: 'language' };
  }
  // The spec's fallbacks (TR, then GB, then the first country) are applied by the phone input.
  return { iso2: null, source: 'default' };
}

export async function geoRoutes(app: AppContext['app'], ctx: AppContext) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/geo/country',
      { schema: { tags: ['geo'], response: { 200: geoCountryResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store').header('vary', 'accept-language');
        return countryOf(request, ctx.config.trustProxy !== false);
      },
    );
}
