import { z } from 'zod';
import { ROLE } from '../constants/roles.ts';
import { emailSchema, passwordSchema, personNameSchema } from './auth.ts';
import { idSchema, lineText } from './fields.ts';

/** `{host}/in/{name}` with optional http(s) and www (spec: sign-up and LinkedIn input). */
export const LINKEDIN_PROFILE_PATTERN =
  /^(https?:\/\/)?(www\.)?linkedin\.com\/in\/[A-Za-z0-9_-]+\/?$/i;

export const linkedinUrlSchema = z
  .string({ error: 'accounts.validation.linkedinRequired' })
  .trim()
  .min(1, 'accounts.validation.linkedinRequired')
  .max(200, 'validation.tooLong')
  .regex(LINKEDIN_PROFILE_PATTERN, 'accounts.validation.linkedinInvalid');

/** The six digits of a confirmation or reset code; spaces typed or pasted are dropped. */
export const codeSchema = z
  .string({ error: 'accounts.validation.codeRequired' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'accounts.validation.codeRequired')
      .regex(/^\d{6}$/, 'accounts.validation.codeInvalid'),
  );

/** E-mail with any spaces removed (spec: spaces are stripped from email and code). */
export const strippedEmailSchema = z
  .string({ error: 'validation.required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(emailSchema);

const languageSchema = z.enum(['en', 'tr']).default('en');
const captchaTokenSchema = z.string().max(8192).optional();
const termsSchema = z.literal(true, { error: 'accounts.validation.termsRequired' });

export const signUpRequestSchema = z.object({
  firstname: personNameSchema,
  lastname: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  linkedinPage: linkedinUrlSchema,
  marketingChannelId: idSchema('validation.required'),
  marketingReference: lineText().max(200, 'validation.tooLong').optional(),
  /** The get-started card chosen: job seeker (candidate, the default) or hiring team (recruiter). */
  roleId: z.union([z.literal(ROLE.candidate), z.literal(ROLE.recruiter)]).default(ROLE.candidate),
  termsAccepted: termsSchema,
  /** KVKK: the information notice read (the forms require it) and the optional explicit consent. */
  privacyNoticeRead: z.boolean().optional(),
  explicitConsent: z.boolean().optional(),
  captchaToken: captchaTokenSchema,
  language: languageSchema,
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const companySignUpRequestSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** E.164, checked again on the server with libphonenumber. */
  phone: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\+[1-9]\d{3,14}$/, 'accounts.validation.phoneInvalid'),
  companyName: lineText({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong'),
  companyWebsite: lineText({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(300, 'validation.tooLong')
    .regex(
      /^(https?:\/\/)?([\p{L}\d-]+\.)+[\p{L}]{2,}(\/\S*)?$/u,
      'accounts.validation.websiteInvalid',
    ),
  countryId: idSchema('validation.required'),
  cityId: idSchema().optional(),
  industryId: idSchema('validation.required'),
  marketingChannelId: idSchema('validation.required'),
  marketingReference: lineText().max(200, 'validation.tooLong').optional(),
  termsAccepted: termsSchema,
  /** KVKK: the information notice read (the forms require it) and the optional explicit consent. */
  privacyNoticeRead: z.boolean().optional(),
  explicitConsent: z.boolean().optional(),
  captchaToken: captchaTokenSchema,
  language: languageSchema,
  /** A company invitation: the account joins the inviting company instead of creating one. */
  inviteToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});
export type CompanySignUpRequest = z.input<typeof companySignUpRequestSchema>;

export const signUpResponseSchema = z.object({
  ok: z.literal(true),
  /** The next step went to this address: a code for a new account, a notice to an existing one. */
  email: z.string(),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** companyId and customerId come back only when an invitation was accepted (bound to its address). */
export const companySignUpResponseSchema = signUpResponseSchema.extend({
  companyId: z.string().optional(),
  /** The payment provider's customer id (a test-mode id without a payment provider). */
  customerId: z.string().optional(),
});
export type CompanySignUpResponse = z.infer<typeof companySignUpResponseSchema>;

export const sendCodeRequestSchema = z.object({
  email: strippedEmailSchema,
  language: languageSchema,
});
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;

export const verifyCodeRequestSchema = z.object({
  email: strippedEmailSchema,
  code: codeSchema,
});
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;

export const resetRequestSchema = z.object({
  email: strippedEmailSchema,
  captchaToken: captchaTokenSchema,
  language: languageSchema,
});
export type ResetRequest = z.input<typeof resetRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  email: strippedEmailSchema,
  code: codeSchema,
  password: passwordSchema,
  captchaToken: captchaTokenSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const signUpOptionsQuerySchema = z.object({ lang: z.enum(['en', 'tr']).default('en') });

export const signUpOptionsResponseSchema = z.object({
  marketingChannels: z.array(
    z.object({ id: z.number(), name: z.string(), description: z.string() }),
  ),
  industries: z.array(z.object({ id: z.number(), description: z.string() })),
  countries: z.array(
    z.object({
      id: z.number(),
      iso2: z.string(),
      description: z.string(),
      phoneCode: z.string(),
    }),
  ),
});
export type SignUpOptions = z.infer<typeof signUpOptionsResponseSchema>;

export const GET_STARTED_CARDS = ['candidate', 'company', 'recruiter'] as const;
export type GetStartedCardKey = (typeof GET_STARTED_CARDS)[number];

export const getStartedQuerySchema = z.object({ lang: z.enum(['en', 'tr']).default('en') });
export const getStartedResponseSchema = z.object({
  cards: z.array(
    z.object({
      key: z.enum(GET_STARTED_CARDS),
      title: z.string(),
      tag: z.string(),
      description: z.string(),
      button: z.string(),
    }),
  ),
});
export type GetStartedResponse = z.infer<typeof getStartedResponseSchema>;

export const authProvidersResponseSchema = z.object({
  google: z.boolean(),
  linkedin: z.boolean(),
  /** Set only when Google one-tap can run (Google configured against its real issuer). */
  googleOneTapClientId: z.string().nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersResponseSchema>;

export const OAUTH_PROVIDERS = ['google', 'linkedin'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const oauthStartQuerySchema = z.object({
  redirect: lineText().max(500).optional(),
  role: z.enum(['candidate', 'recruiter']).optional(),
});

export const oauthCallbackQuerySchema = z.object({
  code: lineText().max(2000).optional(),
  state: lineText().max(500).optional(),
  error: lineText().max(200).optional(),
  error_description: lineText().max(1000).optional(),
});

export const googleOneTapRequestSchema = z.object({ credential: z.string().min(1).max(8192) });

/**
 * A LinkedIn code of a sign-in the client started itself, and the address LinkedIn sent it back
 * to (default: this site's /linkedin/callback).
 */
export const linkedinCodeRequestSchema = z.object({
  code: lineText().min(1).max(2000),
  redirectUri: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});
