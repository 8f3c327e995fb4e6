import { z } from 'zod';
import { ACCOUNT_TYPE, CURRENCY_CODES } from '../constants/domain.ts';
import { emailSchema } from './auth.ts';
import { idSchema, lineText, multiLineText } from './fields.ts';

/** Whitespace removed, letters upper-cased (authenticated-area 5). */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export const IBAN_FORMAT = /^[A-Z]{2}\d{2}[A-Z0-9]{9,30}$/;

/** ISO 13616 mod-97: move the first four characters to the end, letters to 10..35, remainder 1. */
export function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
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
      .regex(IBAN_FORMAT, 'billingInfo.validation.ibanFormat')
      .refine(ibanChecksumValid, 'billingInfo.validation.ibanChecksum'),
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
