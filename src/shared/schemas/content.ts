import { z } from 'zod';
import { lineText } from './fields.ts';

/** The content item tags of public-side section 3. */
export const CONTENT_TAGS = [
  'header',
  'header_subtext',
  'section_header',
  'section_header_subtext',
  'section_list',
  'section_img',
  'hero_img',
] as const;

export const contentListItemSchema = z.object({
  order_id: z.number(),
  id: z.number(),
  html_header: z.string(),
  html_body: z.string(),
  icon_name: z.string().nullable().optional(),
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;

export const contentItemSchema = z.object({
  tag: z.string(),
  htmlContent: z.string().nullable(),
  /** Ordered by order_id; the text `[null]` stored by older data is read as an empty list. */
  listContent: z.array(contentListItemSchema),
  filePath: z.string().nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** GET /api/content?pagePath=/&tagGroup=recruiters&lang=en — a page's items, sanitised HTML. */
export const contentQuerySchema = z.object({
  pagePath: lineText().min(1).max(120),
  tagGroup: lineText().max(64).default(''),
  lang: z.enum(['en', 'tr']).default('en'),
});
export const contentResponseSchema = z.object({ items: z.array(contentItemSchema) });
export type ContentResponse = z.infer<typeof contentResponseSchema>;
