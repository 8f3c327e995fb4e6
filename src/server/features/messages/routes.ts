import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  contactListResponseSchema,
  conversationListResponseSchema,
  conversationParamsSchema,
  conversationResponseSchema,
  sendMessageRequestSchema,
  startConversationRequestSchema,
} from '#shared/schemas/messages.ts';
import type { AppContext } from '../../app-context.ts';
import { audit } from '../../platform/audit.ts';
import { authenticated, requireAuth } from '../../platform/auth/guards.ts';
import {
  listContacts,
  listConversations,
  readConversation,
  sendMessage,
  startConversation,
} from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const meta = { tags: ['messages'], security: [{ bearer: [] }] };
const created = z.object({ conversationId: z.string() });

/** Conversations between users; a caller only ever sees conversations they take part in. */
export async function messageRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    '/api/messages/conversations',
    {
      onRequest: authenticated,
      schema: { ...meta, response: { 200: conversationListResponseSchema, ...errors } },
    },
    async (request) => listConversations(db, (await requireAuth(request)).userId),
  );

  r.get(
    '/api/messages/contacts',
    {
      onRequest: authenticated,
      schema: { ...meta, response: { 200: contactListResponseSchema, ...errors } },
    },
    async (request) => {
      const auth = await requireAuth(request);
      return { items: await listContacts(db, auth.userId, auth.roleId) };
    },
  );

  r.get(
    '/api/messages/conversations/:id',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        params: conversationParamsSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) =>
        readConversation(tx, (await requireAuth(request)).userId, request.params.id),
      ),
  );

  r.post(
    '/api/messages/conversations/:id/messages',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        params: conversationParamsSchema,
        body: sendMessageRequestSchema,
        response: { 201: created, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request);
      const conversationId = await db.transaction(async (tx) => {
        const id = await sendMessage(tx, auth, request.params.id, request.body.text);
        await audit(
          tx,
          { actorUserId: auth.userId, action: 'send', entity: 'message', entityId: id },
          request,
        );
        return id;
      });
      return reply.status(201).send({ conversationId });
    },
  );

  r.post(
    '/api/messages/conversations',
    {
      onRequest: authenticated,
      schema: {
        ...meta,
        body: startConversationRequestSchema,
        response: { 201: created, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireAuth(request);
      const conversationId = await db.transaction(async (tx) => {
        const id = await startConversation(tx, auth, request.body);
        await audit(
          tx,
          { actorUserId: auth.userId, action: 'send', entity: 'message', entityId: id },
          request,
        );
        return id;
      });
      return reply.status(201).send({ conversationId });
    },
  );
}
