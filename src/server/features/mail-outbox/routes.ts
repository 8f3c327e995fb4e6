import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxMailDetailSchema, outboxMailParamsSchema } from '#shared/schemas/mail-outbox.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { listGuard, registerList } from '../../platform/list-kit/register-list.ts';
import { outboxList } from './outbox-list.ts';
import { findOutboxMail } from './queries.ts';

const tags = ['mail-outbox'];

/** The back office's mail outbox (menu `mailOutbox`): what the app wrote, sent or kept. */
export async function mailOutboxRoutes(app: AppContext['app'], { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Mail holds confirmation codes and reset links: the detail, like the list, answers 404 to
  // everyone but staff, before its parameters are validated.
  const guard = listGuard(db, outboxList.rights);

  registerList(app, db, outboxList);

  r.get(
    '/api/mail-outbox/:id',
    {
      onRequest: guard.onRequest,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: outboxMailParamsSchema,
        response: { 200: outboxMailDetailSchema, ...guard.errors },
      },
    },
    async (request) => {
      const mail = await findOutboxMail(db, request.params.id);
      if (!mail) throw notFound();
      return mail;
    },
  );
}
