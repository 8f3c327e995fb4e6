import { zodResolver } from '@hookform/resolvers/zod';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { companySignUpRequestSchema, type SignUpOptions } from '#shared/schemas/accounts.ts';
import { FieldError } from '#client/features/auth/components/field-error.tsx';
import { useCompanySignUp } from '../api/company-sign-up.ts';
import {
  NameFields,
  NewPasswordField,
  SignUpFormFrame,
  signUpBotCheckToken,
} from './sign-up-fields.tsx';
import { applySubmitError } from './submit-error.ts';
import { TextField } from './text-field.tsx';

const requiredId = z.number({ error: 'validation.required' }).int().positive('validation.required');
const formSchema = companySignUpRequestSchema
  .omit({ captchaToken: true, language: true, termsAccepted: true, phone: true, cityId: true })
  .extend({
    phone: z.string().trim().min(1, 'validation.required'),
    countryId: requiredId,
    industryId: requiredId,
    marketingChannelId: requiredId,
    termsAccepted: z.boolean().refine(Boolean, 'accounts.validation.termsRequired'),
  });
type FormValues = z.input<typeof formSchema>;

/** Digits typed in the phone box, read for the chosen country and sent in E.164 form. */
export function toE164(raw: string, iso2: string | undefined): string | null {
  const digits = raw.replace(/[^\d+]/g, '');
  if (digits.replace(/\D/g, '').length < 4) return null;
  const parsed = parsePhoneNumberFromString(digits, iso2 as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : null;
}

type CompanySignUpFormProps = { options: SignUpOptions; onSuccess: () => void };

export function CompanySignUpForm({ options, onSuccess }: CompanySignUpFormProps) {
  const { t, i18n } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      phone: '',
      companyName: '',
      companyWebsite: '',
      marketingReference: '',
      termsAccepted: false,
    },
  });
  const mutation = useCompanySignUp();
  const { control, formState } = form;

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    const country = options.countries.find((c) => c.id === values.countryId);
    const phone = toE164(values.phone, country?.iso2);
    if (!phone) {
      form.setError('phone', { type: 'validate', message: 'accounts.validation.phoneInvalid' });
      return;
    }
    try {
      await mutation.mutateAsync({
        ...values,
        phone,
        termsAccepted: true,
        captchaToken: await signUpBotCheckToken(),
        language: i18n.language === 'tr' ? 'tr' : 'en',
      });
      onSuccess();
    } catch (error) {
      setNotice(applySubmitError(error, t, form.setError));
    }
  });

  const dropdown = (
    name: 'countryId' | 'industryId',
    label: string,
    items: { id: number; description: string }[],
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <div className="form-field">
          <label id={`company-${name}-label`} htmlFor={`company-${name}`}>
            {label}
          </label>
          <Dropdown
            inputId={`company-${name}`}
            aria-labelledby={`company-${name}-label`}
            value={field.value ?? null}
            options={items}
            optionLabel="description"
            optionValue="id"
            pt={{ select: { 'aria-label': label } }}
            filter
            placeholder={t('accounts.common.select')}
            onChange={(event) => field.onChange(event.value as number)}
            onBlur={field.onBlur}
            invalid={Boolean(fieldState.error)}
          />
          <FieldError id={`company-${name}-error`} message={fieldState.error?.message} />
        </div>
      )}
    />
  );

  return (
    <SignUpFormFrame
      control={control}
      options={options}
      idPrefix="company"
      submitted={formState.isSubmitted}
      submitting={formState.isSubmitting}
      submitLabel={t('accounts.companySignUp.submit')}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSubmit={submit}
    >
      <NameFields control={control} names={['firstName', 'lastName']} idPrefix="company" />
      <TextField
        control={control}
        name="email"
        id="company-email"
        type="email"
        label={t('accounts.companySignUp.workEmail')}
        autoComplete="email"
      />
      <TextField
        control={control}
        name="phone"
        id="company-phone"
        type="tel"
        label={t('accounts.companySignUp.phone')}
        autoComplete="tel"
        placeholder={t('accounts.companySignUp.phonePlaceholder')}
      />
      <NewPasswordField control={control} idPrefix="company" />
      <TextField
        control={control}
        name="companyName"
        id="company-name"
        label={t('accounts.companySignUp.companyName')}
        autoComplete="organization"
      />
      <TextField
        control={control}
        name="companyWebsite"
        id="company-website"
        type="url"
        label={t('accounts.companySignUp.companyWebsite')}
        placeholder={t('accounts.companySignUp.websitePlaceholder')}
      />
      {dropdown('countryId', t('accounts.companySignUp.country'), options.countries)}
      {dropdown('industryId', t('accounts.companySignUp.industry'), options.industries)}
    </SignUpFormFrame>
  );
}
