import { z } from 'zod';
import { contentListItemSchema } from './content.ts';
import { idParamSchema, idSchema, lineText, multiLineText } from './fields.ts';

const lang = z.enum(['en', 'tr']);
export const langQuerySchema = z.object({ lang: lang.default('en') });
const idParam = idParamSchema();
export const idParamsSchema = z.object({ id: idParam });

/* ---------- public ---------- */

export const faqGroupSchema = z.object({
  id: z.number(),
  definition: z.string(),
  orderId: z.number(),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;
export const faqGroupsResponseSchema = z.object({ groups: z.array(faqGroupSchema) });

export const faqItemSchema = z.object({
  id: z.number(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  orderId: z.number(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqItemsParamsSchema = z.object({ groupId: idParam });
export const faqItemsResponseSchema = z.object({ items: z.array(faqItemSchema) });

/** 1 terms of service, 2 privacy policy (information notice), 3 explicit consent. */
export const termTypeIdSchema = z.coerce.number().int().min(1).max(3);
export const termsParamsSchema = z.object({ termTypeId: termTypeIdSchema });
/** `htmlBody` null: nothing stored for the type and language; the client shows its fallback. */
export const termsResponseSchema = z.object({
  termTypeId: z.number(),
  htmlBody: z.string().nullable(),
});
export type TermsResponse = z.infer<typeof termsResponseSchema>;

/* ---------- staff editing ---------- */

const pagePath = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(120, 'validation.tooLong')
  .regex(/^\/[\w\-/]*$/, 'cmsAdmin.content.pagePathInvalid');
const slug = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .regex(/^[a-z0-9_-]*$/, 'cmsAdmin.content.slugInvalid');

export const adminContentItemSchema = z.object({
  id: z.number(),
  pagePath: z.string(),
  tagGroup: z.string(),
  tag: z.string(),
  language: lang,
  htmlContent: z.string().nullable(),
  listContent: z.array(contentListItemSchema),
  filePath: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

export const adminContentQuerySchema = z.object({
  pagePath: lineText().max(120).optional(),
  tagGroup: lineText().max(64).optional(),
  lang: lang.optional(),
});
export const adminContentListSchema = z.object({
  items: z.array(adminContentItemSchema),
  /** Every page path and tag group that has content, for the filters. */
  pages: z.array(z.object({ pagePath: z.string(), tagGroup: z.string() })),
});

/** A list entry as staff send it: stored in jsonb, which refuses NUL like text does. */
const contentListItemInputSchema = contentListItemSchema.extend({
  html_header: multiLineText(),
  html_body: multiLineText(),
  icon_name: lineText().nullable().optional(),
});

export const saveContentItemSchema = z.object({
  pagePath,
  tagGroup: slug(64),
  tag: slug(64).min(1, 'validation.required'),
  language: lang,
  htmlContent: multiLineText().max(100_000, 'validation.tooLong').nullable(),
  listContent: z.array(contentListItemInputSchema).max(50),
  filePath: lineText().max(300, 'validation.tooLong').nullable(),
});
export type SaveContentItem = z.infer<typeof saveContentItemSchema>;

export const adminFaqGroupSchema = faqGroupSchema.extend({
  language: lang,
  active: z.boolean(),
  itemCount: z.number(),
});
export type AdminFaqGroup = z.infer<typeof adminFaqGroupSchema>;
export const adminFaqGroupsResponseSchema = z.object({ groups: z.array(adminFaqGroupSchema) });
export const saveFaqGroupSchema = z.object({
  language: lang,
  definition: lineText().min(1, 'validation.required').max(200, 'validation.tooLong'),
  active: z.boolean().default(true),
});
export type SaveFaqGroup = z.input<typeof saveFaqGroupSchema>;

export const adminFaqItemSchema = faqItemSchema.extend({
  groupId: z.number(),
  active: z.boolean(),
});
export type AdminFaqItem = z.infer<typeof adminFaqItemSchema>;
export const adminFaqItemsResponseSchema = z.object({ items: z.array(adminFaqItemSchema) });
export const saveFaqItemSchema = z.object({
  groupId: idSchema(),
  question: multiLineText().trim().min(1, 'validation.required').max(1000, 'validation.tooLong'),
  answer: multiLineText().trim().min(1, 'validation.required').max(50_000, 'validation.tooLong'),
  active: z.boolean().default(true),
});
export type SaveFaqItem = z.input<typeof saveFaqItemSchema>;

/** New order: the ids of one list, first to last. */
export const reorderSchema = z.object({
  ids: z.array(idSchema()).min(1).max(500),
});

export const adminTermsSchema = z.object({
  termTypeId: z.number(),
  language: lang,
  htmlBody: z.string(),
  updatedAt: z.string(),
  /** The type's version in force (language independent) and when it was published. */
  version: z.number(),
  publishedAt: z.string(),
});
export const adminTermsListSchema = z.object({ terms: z.array(adminTermsSchema) });
export const termsKeyParamsSchema = z.object({ termTypeId: termTypeIdSchema, lang });
export const saveTermsSchema = z.object({
  htmlBody: multiLineText().trim().min(1, 'validation.required').max(200_000, 'validation.tooLong'),
});

export const adminContactSubjectSchema = z.object({
  id: z.number(),
  code: z.string(),
  nameEn: z.string(),
  nameTr: z.string(),
  sortOrder: z.number(),
  active: z.boolean(),
});
export type AdminContactSubject = z.infer<typeof adminContactSubjectSchema>;
export const adminContactSubjectsResponseSchema = z.object({
  subjects: z.array(adminContactSubjectSchema),
});
export const saveContactSubjectSchema = z.object({
  nameEn: lineText().min(1, 'validation.required').max(200, 'validation.tooLong'),
  nameTr: lineText().min(1, 'validation.required').max(200, 'validation.tooLong'),
  sortOrder: z.number().int().min(0).max(32_000).default(0),
  active: z.boolean().default(true),
});
export type SaveContactSubject = z.input<typeof saveContactSubjectSchema>;
