import { describe, expect, it } from 'vitest';
import { contactFormSchema, EMPTY_CONTACT_FORM } from './contact-form-schema.ts';

const messages = (values: unknown) => {
  const result = contactFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const filled = {
  firstname: 'Grace',
  lastname: 'Hopper',
  email: 'grace@example.test',
  phone: '+447911123456',
  phoneValid: true,
  countryId: 1,
  cityId: 2,
  company: 'Compilers Ltd',
  companySize: '51-200',
  subjectId: 3,
  message: 'Hello',
};

describe('contact form schema', () => {
  it('asks for every field, the subject with its own message', () => {
    expect(messages(EMPTY_CONTACT_FORM)).toMatchObject({
      firstname: 'validation.required',
      phone: 'validation.required',
      companySize: 'validation.required',
      subjectId: 'content.contact.subjectRequired',
    });
  });

  it("takes the phone's validity from the phone input, even while other fields are empty", () => {
    expect(messages({ ...EMPTY_CONTACT_FORM, phone: '+4412', phoneValid: false }).phone).toBe(
      'content.contact.phoneInvalid',
    );
    expect(messages({ ...filled, phoneValid: false })).toEqual({
      phone: 'content.contact.phoneInvalid',
    });
  });

  it('sends the E.164 number and drops the validity flag', () => {
    const result = contactFormSchema.parse(filled);
    expect(result.phone).toBe('+447911123456');
    expect(result).not.toHaveProperty('phoneValid');
  });
});
