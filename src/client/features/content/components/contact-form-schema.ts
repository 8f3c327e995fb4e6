import { z } from 'zod';
import { COMPANY_SIZES } from '#shared/constants/domain.ts';
import { contactMessageSchema, type ContactMessage } from '#shared/schemas/contact.ts';

/**
 * What the form holds: dropdowns may be empty; the phone is what the shared phone input emits
 * (E.164 when valid) and `phoneValid` the validity it reports (public-side: phone input rule).
 */
export type ContactFormValues = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  phoneValid: boolean;
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
  phoneValid: false,
  countryId: null,
  cityId: null,
  company: '',
  companySize: '',
  subjectId: null,
  message: '',
};

/**
 * The shared schema, except that the phone's validity is the phone input's own (authenticated-area
 * 5: "Phone uses a phone input with its own validity"): empty is '{label} is required', a number
 * the input does not accept is 'Please enter a valid phone number format'.
 */
export const contactFormSchema = contactMessageSchema
  .extend({
    phone: z.string().trim().min(1, 'validation.required'),
    phoneValid: z.boolean(),
    companySize: z.enum(COMPANY_SIZES, { error: 'validation.required' }),
  })
  .refine((values) => !values.phone.trim() || values.phoneValid, {
    path: ['phone'],
    message: 'content.contact.phoneInvalid',
    // Also while other fields are still empty, so every message shows on the first submit.
    when: ({ value }) => {
      const values = value as Partial<ContactFormValues> | undefined;
      return typeof values?.phone === 'string' && typeof values.phoneValid === 'boolean';
    },
  })
  .transform(({ phoneValid: _valid, ...message }): ContactMessage => message);

export type ContactFormOutput = ContactMessage;
