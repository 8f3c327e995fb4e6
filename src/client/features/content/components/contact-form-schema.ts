import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { COMPANY_SIZES } from '#shared/constants/domain.ts';
import { contactMessageSchema, type ContactMessage } from '#shared/schemas/contact.ts';

/** What the form holds: dropdowns may be empty, the phone is as typed. */
export type ContactFormValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  countryId: number | null;
  cityId: number | null;
  company: string;
  companySize: string;
  subjectId: number | null;
  message: string;
};

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  countryId: null,
  cityId: null,
  company: '',
  companySize: '',
  subjectId: null,
  message: '',
};

/**
 * The shared schema with the phone checked the way the spec's phone input does: the parser must
 * accept the number and it must have at least 4 digits; it is sent in E.164 form.
 */
export const contactFormSchema = contactMessageSchema.extend({
  phone: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine(
      (value) => value.replace(/\D/g, '').length >= 4 && isValidPhoneNumber(value),
      'content.contact.phoneInvalid',
    )
    .transform((value) => parsePhoneNumberFromString(value)?.number ?? value),
  companySize: z.enum(COMPANY_SIZES, { error: 'validation.required' }),
});

export type ContactFormOutput = ContactMessage;
