import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { outboxMailDetailSchema, outboxMailParamsSchema } from '#shared/schemas/mail-outbox.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { hasMenuRight, optionalAuth } from '../../platform/auth/guards.ts';
import { registerList } from '../../platform/list-kit/register-list.ts';
import { outboxList } from './outbox-list.ts';
import { findOutboxMail } from './queries.ts';

const MENU = 'mailOutbox';
const tags = ['mail-outbox'];

/**
 * Mail holds confirmation codes and reset links, so the outbox must not even be seen to exist by
 * anyone but staff: every other caller, anonymous included, gets the same 404 as an unknown path,
 * before the query is validated.
 */
const staffOnly = (db: Queryable) => async (request: FastifyRequest) => {
  const auth = await optionalAuth(request);
  if (!auth || !(await hasMenuRight(db, auth.roleId, MENU, 'select'))) throw notFound();
};

/** The back office's mail outbox (menu `mailOutbox`): what the app wrote, sent or kept. */
export async function mailOutboxRoutes(app: AppContext['app'], { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = staffOnly(db);

  registerList(app, db, outboxList);

  r.get(
    '/api/mail-outbox/:id',
    {
      onRequest,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: outboxMailParamsSchema,
        response: {
          200: outboxMailDetailSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const mail = await findOutboxMail(db, request.params.id);
      if (!mail) throw notFound();
      return mail;
    },
  );
}
