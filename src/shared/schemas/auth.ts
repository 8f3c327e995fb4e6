import { z } from 'zod';
import { LIMITS } from '../constants/domain.ts';

/** Field messages are i18n keys; the client translates them. */
export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email({ error: 'validation.email' }));

export const passwordSchema = z
  .string({ error: 'validation.required' })
  .min(LIMITS.passwordMin, 'validation.passwordRules')
  .max(128, 'validation.tooLong')
  .regex(/[a-z]/, 'validation.passwordRules')
  .regex(/[A-Z]/, 'validation.passwordRules')
  .regex(/\d/, 'validation.passwordRules');

/** Letters of any alphabet (Turkish included), spaces, apostrophes and hyphens. */
export const personNameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong')
  .regex(/^[\p{L}][\p{L}\p{M} '’-]*$/u, 'validation.lettersOnly');

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128),
  captchaToken: z.string().max(4096).optional(),
  /** The token answers the harder `login-strict` check (asked by `bot_check_required`). */
  strictBotCheck: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'validation.required').max(128),
  newPassword: passwordSchema,
});

export const menuEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  labelKey: z.string(),
  iconName: z.string().nullable(),
  link: z.string().nullable(),
  parentId: z.number().nullable(),
  hidden: z.boolean(),
  select: z.boolean(),
  insert: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});
export type MenuEntry = z.infer<typeof menuEntrySchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  roleId: z.number(),
  roleCode: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  emailConfirmed: z.boolean(),
  linkedinPage: z.string().nullable(),
  language: z.string(),
  profilePictureUrl: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number(),
  user: sessionUserSchema,
  menu: z.array(menuEntrySchema),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const meResponseSchema = z.object({
  user: sessionUserSchema,
  menu: z.array(menuEntrySchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
