import { ValidationErrorsIBAN, validateIBAN } from 'ibantools';
import { z } from 'zod';
import { ACCOUNT_TYPE, CURRENCY_CODES } from '../constants/domain.ts';
import { emailSchema } from './auth.ts';
import { idSchema, lineText, multiLineText } from './fields.ts';

/** Whitespace removed, letters upper-cased (authenticated-area 5). */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const IBAN_FORMAT_MESSAGE = 'billingInfo.validation.ibanFormat';
const IBAN_CHECKSUM_MESSAGE = 'billingInfo.validation.ibanChecksum';

/** Failures of a well-shaped number's check digits (ISO 13616 mod-97, or a country's own). */
const CHECK_DIGIT_ERRORS: readonly ValidationErrorsIBAN[] = [
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
];

/**
 * ibantools' verdict in our two messages. It knows each country's length and BBAN pattern (a
 * Turkish IBAN has 26 characters); any of those errors is a format error, and it also reports a
 * checksum error then, so the checksum message is kept for a number whose only fault is a digit.
 */
function ibanMessage(iban: string): string | undefined {
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return undefined;
  return errorCodes.every((code) => CHECK_DIGIT_ERRORS.includes(code))
    ? IBAN_CHECKSUM_MESSAGE
    : IBAN_FORMAT_MESSAGE;
}

/** True when ibantools accepts the whole IBAN: country, length, pattern and check digits. */
export function ibanChecksumValid(iban: string): boolean {
  return ibanMessage(iban) === undefined;
}

const requiredText = (max: number) =>
  lineText({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const ibanSchema = z
  .string({ error: 'validation.required' })
  .transform(normaliseIban)
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .superRefine((iban, ctx) => {
        const message = iban.length > 0 ? ibanMessage(iban) : undefined;
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
  );

/** The billing form (authenticated-area 3 and 5); the client form and the server use this schema. */
export const billingInfoSchema = z
  .object({
    accountType: z.union([z.literal(ACCOUNT_TYPE.personal), z.literal(ACCOUNT_TYPE.corporate)], {
      error: 'validation.required',
    }),
    country: idSchema('billingInfo.validation.countryRequired'),
    currency: z.enum(CURRENCY_CODES, { error: 'validation.required' }),
    accountHolderName: requiredText(200),
    iban: ibanSchema,
    billingName: requiredText(200),
    billingEmail: emailSchema,
    billingCity: idSchema('billingInfo.validation.cityRequired'),
    billingAddress: multiLineText({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .min(10, 'billingInfo.validation.addressMin')
      .max(500, 'validation.tooLong'),
    billingPostcode: requiredText(20),
    billingTaxNumber: lineText().max(50, 'validation.tooLong').default(''),
    isVatRegistered: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.isVatRegistered && value.billingTaxNumber.length === 0)
      ctx.addIssue({ code: 'custom', path: ['billingTaxNumber'], message: 'validation.required' });
  });
export type BillingInfoInput = z.input<typeof billingInfoSchema>;
export type BillingInfo = z.output<typeof billingInfoSchema>;

export const billingInfoResponseSchema = z.object({
  /** null when nothing is stored yet. */
  info: z
    .object({
      accountType: z.number().int(),
      country: z.number().int().nullable(),
      currency: z.string().nullable(),
      accountHolderName: z.string(),
      iban: z.string(),
      billingName: z.string(),
      billingEmail: z.string(),
      billingCity: z.number().int().nullable(),
      billingAddress: z.string(),
      billingPostcode: z.string(),
      billingTaxNumber: z.string(),
      isVatRegistered: z.boolean(),
    })
    .nullable(),
  /** The company whose billing data this is (company billing info only). */
  companyName: z.string().nullable(),
});
export type BillingInfoResponse = z.infer<typeof billingInfoResponseSchema>;

export const billingInfoSaveResponseSchema = z.object({
  status: z.literal(0),
  message: z.string(),
});
