import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { LIMITS } from '../constants/domain.ts';
import { publicIdSchema } from './files.ts';
import { lineText, multiLineText } from './fields.ts';

/** Field messages are i18n keys of the `referrals` area (the spec's texts in English). */
export const REFERRAL_MESSAGES = {
  terms: 'referrals.validation.terms',
  name: 'referrals.validation.name',
  emailRequired: 'referrals.validation.emailRequired',
  emailFormat: 'referrals.validation.emailFormat',
  phoneRequired: 'referrals.validation.phoneRequired',
  phoneFormat: 'referrals.validation.phoneFormat',
  linkedinUrl: 'referrals.validation.linkedinUrl',
  linkedinRequired: 'referrals.validation.linkedinRequired',
  linkedinUsername: 'referrals.validation.linkedinUsername',
  cv: 'referrals.validation.cv',
  job: 'referrals.validation.job',
  attachCv: 'referrals.validation.attachCv',
  selectCv: 'referrals.validation.selectCv',
  cvType: 'referrals.validation.cvType',
  tooLong: 'validation.tooLong',
} as const;

// ---- LinkedIn --------------------------------------------------------------------------------

const LINKEDIN_URL =
  /^(?:https?:\/\/)?(?:(?:www|[a-z]{2})\.)?(linkedin\.com)\/in\/([^/?#\s]+)\/?(?:[?#].*)?$/i;
const LINKEDIN_NAME = /^[\p{L}\p{N}_-]+$/u;

export type LinkedinParse =
  { ok: true; name: string; value: string } | { ok: false; error: 'required' | 'url' | 'username' };

/**
 * Reads what a person typed or pasted (a full URL, a www form, `linkedin.com/in/x`, `@x` or a bare
 * username) and gives the stored form `linkedin.com/in/{name}/`.
 */
export function parseLinkedin(input: string): LinkedinParse {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  let name: string;
  const url = LINKEDIN_URL.exec(text);
  if (url?.[2]) {
    try {
      name = decodeURIComponent(url[2]);
    } catch {
      return { ok: false, error: 'url' };
    }
  } else if (text.startsWith('@')) name = text.slice(1);
  else if (!/[./:]/.test(text)) name = text;
  else return { ok: false, error: 'url' };
  if (!LINKEDIN_NAME.test(name)) return { ok: false, error: 'username' };
  return { ok: true, name, value: `linkedin.com/in/${name}/` };
}

/** The comparison key of duplicate detection: `linkedin.com/in/<name>` in lower case. */
export function linkedinKey(input: string | null | undefined): string | null {
  if (!input) return null;
  const parsed = parseLinkedin(input);
  return parsed.ok ? `linkedin.com/in/${parsed.name.toLowerCase()}` : null;
}

export const linkedinSchema = lineText({ error: REFERRAL_MESSAGES.linkedinUrl })
  .max(200, REFERRAL_MESSAGES.tooLong)
  .transform((value, context) => {
    const parsed = parseLinkedin(value);
    if (parsed.ok) return parsed.value;
    context.addIssue({
      code: 'custom',
      message:
        parsed.error === 'username'
          ? REFERRAL_MESSAGES.linkedinUsername
          : REFERRAL_MESSAGES.linkedinUrl,
    });
    return z.NEVER;
  });

// ---- Phone -----------------------------------------------------------------------------------

/**
 * The spec's validity rule: only digits count; empty is invalid; valid when the parser accepts the
 * number for the chosen country and there are at least 4 digits. Returns the E.164 form or null.
 */
export function toE164(input: string, country?: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 4) return null;
  const text = input.trim().startsWith('+') ? `+${digits}` : digits;
  const parsed = parsePhoneNumberFromString(text, country as CountryCode | undefined);
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}

export const mobileSchema = z
  .string({ error: REFERRAL_MESSAGES.phoneRequired })
  .trim()
  .min(1, REFERRAL_MESSAGES.phoneRequired)
  .max(20, REFERRAL_MESSAGES.phoneFormat)
  .transform((value, context) => {
    const e164 = toE164(value);
    if (e164) return e164;
    context.addIssue({ code: 'custom', message: REFERRAL_MESSAGES.phoneFormat });
    return z.NEVER;
  });

// ---- Requests --------------------------------------------------------------------------------

const nameField = z
  .string({ error: REFERRAL_MESSAGES.name })
  .trim()
  .min(1, REFERRAL_MESSAGES.name)
  .max(100, REFERRAL_MESSAGES.tooLong)
  .regex(/^[\p{L}][\p{L}\p{M} '’-]*$/u, REFERRAL_MESSAGES.name);

const emailField = z
  .string({ error: REFERRAL_MESSAGES.emailRequired })
  .trim()
  .min(1, REFERRAL_MESSAGES.emailRequired)
  .max(254, REFERRAL_MESSAGES.tooLong)
  .pipe(z.email({ error: REFERRAL_MESSAGES.emailFormat }));

const termField = z.literal(true, { error: REFERRAL_MESSAGES.terms });
/** The job referred or applied to: missing is 'Please select a job' (public-side 5, Refer existing). */
const jobField = z
  .string({ error: REFERRAL_MESSAGES.job })
  .trim()
  .min(1, REFERRAL_MESSAGES.job)
  .pipe(publicIdSchema);
const additionalInfoField = multiLineText()
  .max(LIMITS.additionalInfo, REFERRAL_MESSAGES.tooLong)
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));
const idempotencyField = z
  .string()
  .regex(/^[\w-]{8,64}$/)
  .optional();

export const referNewRequestSchema = z.object({
  mode: z.literal('new'),
  jobId: jobField,
  firstname: nameField,
  lastname: nameField,
  email: emailField,
  mobile: mobileSchema,
  linkedinPage: linkedinSchema,
  additionalInfo: additionalInfoField,
  term1Accepted: termField,
  term2Accepted: termField,
  idempotencyKey: idempotencyField,
});

export const referExistingRequestSchema = z.object({
  mode: z.literal('existing'),
  jobId: jobField,
  candidateId: publicIdSchema,
  /** Asked only when the candidate record has none. */
  email: emailField.optional(),
  mobile: mobileSchema.optional(),
  /** A stored CV of this candidate; otherwise a new file is uploaded with the request. */
  cvFileId: publicIdSchema.optional(),
  additionalInfo: additionalInfoField,
  term1Accepted: termField,
  term2Accepted: termField,
  idempotencyKey: idempotencyField,
});

export const referRequestSchema = z.discriminatedUnion('mode', [
  referNewRequestSchema,
  referExistingRequestSchema,
]);
export type ReferRequest = z.input<typeof referRequestSchema>;
export type ReferRequestParsed = z.output<typeof referRequestSchema>;

export const applyRequestSchema = z.object({
  jobId: jobField,
  /** The applicant's latest stored CV; otherwise a new file is uploaded with the request. */
  cvFileId: publicIdSchema.optional(),
  additionalInfo: additionalInfoField,
  term1Accepted: termField,
  term2Accepted: termField,
  idempotencyKey: idempotencyField,
});
export type ApplyRequest = z.input<typeof applyRequestSchema>;
export type ApplyRequestParsed = z.output<typeof applyRequestSchema>;

/** Why a person cannot be referred; never who referred them, nor anything about that referral. */
export const REFERRAL_REFUSALS = ['already_referred', 'represented', 'objected', 'self'] as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[number];

/**
 * The spec's outcome: 0 done, -1 already referred (or already applied, `alreadyApplied`),
 * -2 the candidate's name is missing.
 */
export const referralResultSchema = z.object({
  status: z.union([z.literal(0), z.literal(-1), z.literal(-2)]),
  message: z.string(),
  alreadyApplied: z.boolean().optional(),
  /** With -1: why (`represented`: another recruiter represents the person for this company). */
  reason: z.enum(REFERRAL_REFUSALS).optional(),
  referralId: z.string().optional(),
  candidateId: z.string().optional(),
});
export type ReferralResult = z.infer<typeof referralResultSchema>;
