import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '#shared/i18n/languages.ts';
import type { AppContext } from '../../app-context.ts';
import type { Caller } from '../caller.ts';
import type { InnerCall, InnerResponse } from '../inner-call.ts';
import type { Parameters } from './parameters.ts';

/** One value of a result row; the spec's rows are flat. */
export type SpecValue = string | number | boolean | null;
export type SpecRow = Record<string, SpecValue>;

export type SqlIdContext = {
  app: FastifyInstance;
  ctx: AppContext;
  request: FastifyRequest;
  params: Parameters;
  caller: Caller;
  language: Language;
  /** One of our routes, called as the caller (see inner-call.ts). */
  call: (call: InnerCall) => Promise<InnerResponse>;
};

/**
 * One sqlId of the spec's executor: a function over our feature routes, never a stored query.
 * Answers the spec's rows; throws AppError for what the HTTP status says (401, 403, 404).
 */
export type SqlIdHandler = {
  sqlId: number;
  /** One line for the OpenAPI description and docs/spec-api.md. */
  summary: string;
  run: (context: SqlIdContext) => Promise<SpecRow[]>;
};
