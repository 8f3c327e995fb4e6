import { z } from 'zod';
import { currencyBalanceSchema } from './points.ts';
import { personNameSchema } from './auth.ts';
import { dateSchema, idSchema, lineText } from './fields.ts';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import {
  COLOR_SCHEMES,
  COMPONENT_THEMES,
  INLINE_MENU_POSITIONS,
  INPUT_STYLES,
  MENU_MODES,
  MENU_THEMES,
  THEME_DEFAULTS,
  THEME_SCALE,
  TOPBAR_THEMES,
} from '../constants/theme.ts';

/** Fields a member may show on the public profile (`users.public_profile_fields`). */
export const PUBLIC_PROFILE_FIELDS = [
  'email',
  'mobile',
  'linkedinPage',
  'title',
  'location',
] as const;
export type PublicProfileField = (typeof PUBLIC_PROFILE_FIELDS)[number];

export const WARNING_CODES = [
  'general_check1',
  'general_check2',
  'general_check3',
  'billing_check1',
] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

const optionalText = (max: number) =>
  lineText()
    .max(max, 'validation.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string().nullable(),
  linkedinPage: z.string().nullable(),
  title: z.string().nullable(),
  genderId: z.number().nullable(),
  birthDate: z.string().nullable(),
  countryId: z.number().nullable(),
  cityId: z.number().nullable(),
  language: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  profilePictureUrl: z.string().nullable(),
  companyName: z.string().nullable(),
  publicProfileFields: z.array(z.enum(PUBLIC_PROFILE_FIELDS)),
  /** Recruiters only, the payable balance per currency; empty for everyone else. */
  balances: z.array(currencyBalanceSchema),
  warnings: z.array(z.enum(WARNING_CODES)),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileRequestSchema = z.object({
  firstname: personNameSchema,
  lastname: personNameSchema,
  mobile: optionalText(20).refine(
    (value) => value === null || /^\+?[0-9 ()-]{6,20}$/.test(value),
    'profile.validation.phone',
  ),
  linkedinPage: optionalText(200).refine(
    (value) => value === null || /^(https?:\/\/)?([\w-]+\.)?linkedin\.com\/.+/i.test(value),
    'profile.validation.linkedin',
  ),
  title: optionalText(120),
  /** A row of the genders lookup (`GET /api/profile/genders`); left out: unchanged. */
  genderId: idSchema('validation.required').nullable().optional(),
  birthDate: dateSchema('profile.validation.date').nullable(),
  countryId: idSchema().nullable(),
  cityId: idSchema().nullable(),
  language: z.enum(['en', 'tr']),
  publicProfileFields: z.array(z.enum(PUBLIC_PROFILE_FIELDS)).max(PUBLIC_PROFILE_FIELDS.length),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const publicProfileParamsSchema = z.object({
  encryptedId: z.string().regex(/^[0-9a-f]{32}$/),
});

export const publicProfileResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  roleName: z.string(),
  profilePictureUrl: z.string().nullable(),
  email: z.string().optional(),
  mobile: z.string().nullable().optional(),
  linkedinPage: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
});
export type PublicProfile = z.infer<typeof publicProfileResponseSchema>;

/** The gender choices of the profile form, in the caller's language. */
export const genderOptionSchema = z.object({ id: z.number().int(), description: z.string() });
export const gendersResponseSchema = z.object({ items: z.array(genderOptionSchema) });
export type GenderOption = z.infer<typeof genderOptionSchema>;
export const gendersQuerySchema = z.object({ lang: z.enum(['en', 'tr']).default('en') });

export const warningsResponseSchema = z.object({ items: z.array(z.enum(WARNING_CODES)) });
export const warningParamsSchema = z.object({ code: z.enum(WARNING_CODES) });

export const themeSettingsSchema = z.object({
  scale: z.number().int().min(THEME_SCALE.min).max(THEME_SCALE.max).default(THEME_DEFAULTS.scale),
  colorScheme: z.enum(COLOR_SCHEMES).default(THEME_DEFAULTS.colorScheme),
  menuMode: z.enum(MENU_MODES).default(THEME_DEFAULTS.menuMode),
  inlineMenuPosition: z.enum(INLINE_MENU_POSITIONS).default(THEME_DEFAULTS.inlineMenuPosition),
  inputStyle: z.enum(INPUT_STYLES).default(THEME_DEFAULTS.inputStyle),
  ripple: z.boolean().default(THEME_DEFAULTS.ripple),
  rtl: z.boolean().default(THEME_DEFAULTS.rtl),
  menuTheme: z.enum(MENU_THEMES).default(THEME_DEFAULTS.menuTheme),
  topbarTheme: z.enum(TOPBAR_THEMES).default(THEME_DEFAULTS.topbarTheme),
  componentTheme: z.enum(COMPONENT_THEMES).default(THEME_DEFAULTS.componentTheme),
});
export type ThemeSettings = z.output<typeof themeSettingsSchema>;

export const preferencesResponseSchema = z.object({
  theme: themeSettingsSchema,
  dismissedWarnings: z.array(z.enum(WARNING_CODES)),
});
export type Preferences = z.infer<typeof preferencesResponseSchema>;

/** The account's language: its mails and notifications, and the app's after a login. */
export const languagePreferenceSchema = z.object({
  language: z.enum(SUPPORTED_LANGUAGES, { error: 'validation.invalid' }),
});
export type LanguagePreference = z.infer<typeof languagePreferenceSchema>;
