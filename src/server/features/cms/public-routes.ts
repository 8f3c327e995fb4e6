import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  faqGroupsResponseSchema,
  faqItemsParamsSchema,
  faqItemsResponseSchema,
  langQuerySchema,
  termsParamsSchema,
  termsResponseSchema,
} from '#shared/schemas/cms.ts';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import {
  contactSubjectsQuerySchema,
  contactSubjectsResponseSchema,
} from '#shared/schemas/contact.ts';
import { contentQuerySchema, contentResponseSchema } from '#shared/schemas/content.ts';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import {
  loadContactSubjects,
  loadContent,
  loadFaqGroups,
  loadFaqItems,
  loadTerms,
} from './queries.ts';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** Public reads behind the content pages: page text, FAQ, legal texts, contact subjects. */
export async function cmsPublicRoutes(app: AppContext['app'], ctx: AppContext) {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/content',
    {
      schema: {
        tags: ['content'],
        querystring: contentQuerySchema,
        response: { 200: contentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { pagePath, tagGroup, lang } = request.query;
      return { items: await loadContent(db, pagePath, tagGroup, lang) };
    },
  );

  r.get(
    '/api/faq/groups',
    {
      schema: {
        tags: ['content'],
        querystring: langQuerySchema,
        response: { 200: faqGroupsResponseSchema, ...errors },
      },
    },
    async (request) => ({ groups: await loadFaqGroups(db, request.query.lang) }),
  );

  r.get(
    '/api/faq/groups/:groupId/items',
    {
      schema: {
        tags: ['content'],
        params: faqItemsParamsSchema,
        response: { 200: faqItemsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const items = await loadFaqItems(db, request.params.groupId);
      if (!items) throw notFound('FAQ group not found');
      return { items };
    },
  );

  r.get(
    '/api/terms/:termTypeId',
    {
      schema: {
        tags: ['content'],
        params: termsParamsSchema,
        querystring: langQuerySchema,
        response: { 200: termsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { termTypeId } = request.params;
      return { termTypeId, htmlBody: await loadTerms(db, termTypeId, request.query.lang) };
    },
  );

  r.get(
    '/api/contact/subjects',
    {
      schema: {
        tags: ['contact'],
        querystring: contactSubjectsQuerySchema,
        response: { 200: contactSubjectsResponseSchema, ...errors },
      },
    },
    async (request) => ({ subjects: await loadContactSubjects(db, request.query.lang) }),
  );
}
