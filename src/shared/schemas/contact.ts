import { z } from 'zod';
import { COMPANY_SIZES } from '../constants/domain.ts';
import { emailSchema } from './auth.ts';
import { idSchema, lineText, multiLineText } from './fields.ts';

/** Field messages are i18n keys; `{label} is required` is built by the client from the key below. */
const required = (max: number) =>
  lineText({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const CONTACT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'countryId',
  'cityId',
  'company',
  'companySize',
  'subjectId',
  'message',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** E.164: a plus and 4 to 15 digits (the client's phone input checks the number per country). */
export const e164Schema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .regex(/^\+[1-9]\d{3,14}$/, 'content.contact.phoneInvalid');

/** The contact form of authenticated-area 2.9 and 5; the server checks it again. */
export const contactMessageSchema = z.object({
  firstname: required(100),
  lastname: required(100),
  email: emailSchema,
  phone: e164Schema,
  countryId: idSchema('validation.required'),
  cityId: idSchema('validation.required'),
  company: required(200),
  companySize: z.enum(COMPANY_SIZES, { error: 'validation.required' }),
  subjectId: idSchema('content.contact.subjectRequired'),
  message: multiLineText({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(5000, 'validation.tooLong'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactRequestSchema = contactMessageSchema.extend({
  /** The bot-check token (ALTCHA payload or reCAPTCHA v3 token), action `contact`. */
  botToken: z.string().max(8192).optional(),
  language: z.enum(['en', 'tr']).default('en'),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactSubjectSchema = z.object({ id: z.number(), description: z.string() });
export type ContactSubject = z.infer<typeof contactSubjectSchema>;
export const contactSubjectsQuerySchema = z.object({ lang: z.enum(['en', 'tr']).default('en') });
export const contactSubjectsResponseSchema = z.object({
  subjects: z.array(contactSubjectSchema),
});
