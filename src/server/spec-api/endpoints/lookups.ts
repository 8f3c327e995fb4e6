import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { idParamSchema, lineText } from '#shared/schemas/fields.ts';
import type { GenderOption } from '#shared/schemas/profile.ts';
import type {
  CitiesResponse,
  CountriesResponse,
  LookupListResponse,
} from '#shared/schemas/lookups.ts';
import { allCitiesAnswer } from '../../features/lookups/all-cities.ts';
import { etagOf, matchesEtag } from '../../features/lookups/etag.ts';
import { sendJson } from '../../http/checked-json.ts';
import { okBody } from '../executer/answers.ts';
import { specMeta, specMetaBearer, type SpecApiApp } from '../spec-api-app.ts';
import { languageOf } from '../texts.ts';

/** `?lang=en|tr` (else Accept-Language); an unknown language falls back to English. */
const languageQuery = z.object({ lang: lineText().max(16).optional() });

const countryRow = z.object({
  id: z.number().int(),
  description: z.string(),
  iso2: z.string(),
  phoneCode: z.string(),
  /** The spec's spelling. */
  default_curreny: z.string().nullable(),
});
const cityRow = z.object({ id: z.number().int(), description: z.string(), countryId: z.number() });
const lookupRow = z.object({ id: z.number().int(), description: z.string(), code: z.string() });
const genderRow = z.object({ id: z.number().int(), description: z.string() });

const notModified = { 304: z.null().describe('Not modified (ETag matched)') };
const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

/**
 * A public list with an ETag over it; a matching If-None-Match gets 304. The language may come
 * from Accept-Language, so shared caches keep one copy per language.
 */
function sendList<T>(request: FastifyRequest, reply: FastifyReply, list: T[]) {
  reply.header('Vary', 'Accept-Language');
  if (matchesEtag(request, reply, etagOf(JSON.stringify(list)))) return reply.code(304).send();
  return list;
}

const withLanguage = (path: string, request: FastifyRequest) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${languageOf(request)}`;

/** The simple lookups of the spec: `[{ id, description, code }]` in the caller's language. */
const SIMPLE_LOOKUPS = [
  { path: '/api/JobTypes', inner: '/api/lookups/job-types', what: 'Job types' },
  { path: '/api/SalaryTypes', inner: '/api/lookups/salary-types', what: 'Salary types' },
  { path: '/api/Industries', inner: '/api/lookups/industries', what: 'Industries' },
] as const;

/**
 * The spec's lookup endpoints (public-side 7, authenticated-area 7.1): bare JSON lists over
 * `/api/lookups/*`, public except Genders, which the authenticated area's startup reads.
 */
export async function lookupsEndpoints({ r, call, ctx }: SpecApiApp) {
  r.get(
    '/api/Countries',
    {
      schema: {
        ...specMeta,
        summary: 'Countries',
        description:
          'Active countries sorted by name in the caller’s language (`?lang=` or ' +
          'Accept-Language): id, description, iso2 (for the flag), phoneCode, default_curreny.',
        querystring: languageQuery,
        response: { 200: z.array(countryRow), ...notModified, ...errors },
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      const response = await call(request, {
        url: withLanguage('/api/lookups/countries', request),
      });
      const { items } = okBody<CountriesResponse>(response, language);
      return sendList(
        request,
        reply,
        items.map((country) => ({
          id: country.id,
          description: country.description,
          iso2: country.iso2,
          phoneCode: country.phoneCode,
          default_curreny: country.defaultCurrency,
        })),
      );
    },
  );

  for (const path of ['/api/Cities/', '/api/Cities']) {
    r.get(
      path,
      {
        schema: {
          ...specMeta,
          hide: path === '/api/Cities',
          summary: 'All cities',
          description:
            'Every active city of every country (about 124,000), for the spec’s client that ' +
            'filters by country itself: id, description, countryId. With an ETag; ' +
            '`/api/Cities/{countryId}` answers one country’s cities.',
          querystring: languageQuery,
          response: { 200: z.array(cityRow), ...notModified, ...errors },
        },
      },
      // Our route's answer as it is kept, not an inner call: a public list of 7 MB is not
      // parsed and serialised again on each request (nor hashed on each revalidation).
      async (request, reply) => {
        const answer = await allCitiesAnswer(ctx.db);
        reply.header('Vary', 'Accept-Language');
        if (matchesEtag(request, reply, answer.listEtag)) return reply.code(304).send(null);
        return sendJson(reply, answer.listJson);
      },
    );
  }

  r.get(
    '/api/Cities/:countryId',
    {
      schema: {
        ...specMeta,
        summary: 'Cities of a country',
        description:
          'The active cities of one country sorted by name: id, description, countryId. An ' +
          'unknown country has none (an empty list).',
        params: z.object({ countryId: idParamSchema() }),
        querystring: languageQuery,
        response: { 200: z.array(cityRow), ...notModified, ...errors },
      },
    },
    async (request, reply) => {
      const response = await call(request, {
        url: `/api/lookups/countries/${request.params.countryId}/cities`,
      });
      const { items } = okBody<CitiesResponse>(response, languageOf(request));
      return sendList(
        request,
        reply,
        items.map((city) => ({
          id: city.id,
          description: city.description,
          countryId: city.countryId,
        })),
      );
    },
  );

  for (const lookup of SIMPLE_LOOKUPS) {
    r.get(
      lookup.path,
      {
        schema: {
          ...specMeta,
          summary: lookup.what,
          description: `${lookup.what} in display order, in the caller’s language: id, description, code.`,
          querystring: languageQuery,
          response: { 200: z.array(lookupRow), ...notModified, ...errors },
        },
      },
      async (request, reply) => {
        const language = languageOf(request);
        const response = await call(request, { url: withLanguage(lookup.inner, request) });
        const { items } = okBody<LookupListResponse>(response, language);
        return sendList(
          request,
          reply,
          items.map((item) => ({ id: item.id, description: item.description, code: item.code })),
        );
      },
    );
  }

  r.get(
    '/api/Genders',
    {
      schema: {
        ...specMetaBearer,
        summary: 'Genders',
        description:
          'The profile form’s gender options in the caller’s language: id, description. A ' +
          'startup call of the authenticated area: it needs a login, as `/api/profile/genders`.',
        querystring: languageQuery,
        response: { 200: z.array(genderRow), 401: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const language = languageOf(request);
      const response = await call(request, {
        url: withLanguage('/api/profile/genders', request),
      });
      const { items } = okBody<{ items: GenderOption[] }>(response, language);
      return items.map((gender) => ({ id: gender.id, description: gender.description }));
    },
  );
}
