import type { FastifyRequest } from 'fastify';
import type { Language } from '#shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { callerOf, specUserId } from '../caller.ts';
import { text } from '../texts.ts';

/** A user id the spec's client sends in a body: its public id, or -1 when anonymous. */
export type BodyUserId = string | number | null | undefined;

/**
 * The logged-in caller of a named endpoint, or 401 (before anything else is looked at). A body
 * user id naming someone else is refused unless staff, as on the executor (caller.ts).
 */
export async function loggedCaller(
  db: Database,
  request: FastifyRequest,
  language: Language,
  bodyUserId: BodyUserId,
) {
  const caller = await callerOf(db, request, undefined);
  if (!caller.auth || !caller.publicId)
    throw new AppError(401, 'unauthorized', text(language, 'errors.unauthorized') ?? '');
  const named = specUserId(bodyUserId);
  if (named !== undefined && named !== caller.publicId && !caller.staff)
    throw new AppError(403, 'forbidden', text(language, 'errors.forbidden') ?? '');
  return caller;
}
