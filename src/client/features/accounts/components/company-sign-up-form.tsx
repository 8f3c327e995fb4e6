import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { companySignUpRequestSchema, type SignUpOptions } from '#shared/schemas/accounts.ts';
import { useCompanySignUp } from '../api/company-sign-up.ts';
import {
  CompanyContactFields,
  LookupDropdownField,
  requiredLookupId,
  toE164,
} from './company-fields.tsx';
import {
  NameFields,
  NewPasswordField,
  SignUpFormFrame,
  signUpBotCheckToken,
} from './sign-up-fields.tsx';
import { applySubmitError } from './submit-error.ts';
import { TextField } from './text-field.tsx';

const formSchema = companySignUpRequestSchema
  .omit({ captchaToken: true, language: true, termsAccepted: true, phone: true, cityId: true })
  .extend({
    phone: z.string().trim().min(1, 'validation.required'),
    countryId: requiredLookupId,
    industryId: requiredLookupId,
    marketingChannelId: requiredLookupId,
    termsAccepted: z.boolean().refine(Boolean, 'accounts.validation.termsRequired'),
    privacyNoticeRead: z.boolean().refine(Boolean, 'consents.signUp.privacyNoticeRequired'),
    explicitConsent: z.boolean(),
  });
type FormValues = z.input<typeof formSchema>;

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
      privacyNoticeRead: false,
      explicitConsent: false,
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
      <CompanyContactFields control={control} names={['email', 'phone']} idPrefix="company" />
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
      <LookupDropdownField
        control={control}
        name="countryId"
        id="company-countryId"
        label={t('accounts.companySignUp.country')}
        items={options.countries}
      />
      <LookupDropdownField
        control={control}
        name="industryId"
        id="company-industryId"
        label={t('accounts.companySignUp.industry')}
        items={options.industries}
      />
    </SignUpFormFrame>
  );
}
