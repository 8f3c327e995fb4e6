import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { innerCall } from './inner-call.ts';
import { type InnerCall } from './inner-call.ts';

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** What every endpoint group of the layer gets: the typed app, the context, inner calls. */
export type SpecApiApp = {
  r: ReturnType<typeof typed>;
  ctx: AppContext;
  call: (request: FastifyRequest, call: InnerCall) => ReturnType<typeof innerCall>;
};

/** OpenAPI: every route of the layer sits under one tag. */
export const SPEC_API_TAG = 'spec-api';
export const specMeta = { tags: [SPEC_API_TAG] };
export const specMetaBearer = { tags: [SPEC_API_TAG], security: [{ bearer: [] }] };
