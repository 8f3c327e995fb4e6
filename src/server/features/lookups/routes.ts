import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  LOOKUP_KINDS,
  allCitiesResponseSchema,
  citiesParamsSchema,
  citiesResponseSchema,
  countriesResponseSchema,
  lookupListResponseSchema,
  lookupQuerySchema,
} from '#shared/schemas/lookups.ts';
import type { AppContext } from '../../app-context.ts';
import { sendJson } from '../../http/checked-json.ts';
import { allCitiesAnswer } from './all-cities.ts';
import { matchesEtag, sendWithEtag } from './etag.ts';
import { listCities, listCountries, listLookup } from './queries.ts';

const notModified = { 304: z.null().describe('Not modified (ETag matched)') };

/** Reference lists for forms and filters. Public: the sign-up and search forms need them. */
export async function lookupRoutes(app: AppContext['app'], { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lookups/countries',
    {
      schema: {
        tags: ['lookups'],
        querystring: lookupQuerySchema,
        response: { 200: countriesResponseSchema, ...notModified, 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, { items: await listCountries(db, request.query.lang) }),
  );

  r.get(
    '/api/lookups/countries/:countryId/cities',
    {
      schema: {
        tags: ['lookups'],
        params: citiesParamsSchema,
        response: { 200: citiesResponseSchema, ...notModified, 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, { items: await listCities(db, request.params.countryId) }),
  );

  r.get(
    '/api/lookups/cities',
    {
      schema: {
        tags: ['lookups'],
        description:
          'Every active city of every country (about 124,000; the spec’s `GET /api/Cities/`, ' +
          'whose client filters by country). Prefer /api/lookups/countries/{countryId}/cities.',
        response: { 200: allCitiesResponseSchema, ...notModified },
      },
    },
    async (request, reply) => {
      const answer = await allCitiesAnswer(db);
      if (matchesEtag(request, reply, answer.etag)) return reply.code(304).send(null);
      return sendJson(reply, answer.json);
    },
  );

  for (const kind of LOOKUP_KINDS) {
    r.get(
      `/api/lookups/${kind}`,
      {
        schema: {
          tags: ['lookups'],
          querystring: lookupQuerySchema,
          response: { 200: lookupListResponseSchema, ...notModified, 400: errorResponseSchema },
        },
      },
      async (request, reply) =>
        sendWithEtag(request, reply, { items: await listLookup(db, kind, request.query.lang) }),
    );
  }
}
