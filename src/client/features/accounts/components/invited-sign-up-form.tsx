import { zodResolver } from '@hookform/resolvers/zod';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { companySignUpRequestSchema, type SignUpOptions } from '#shared/schemas/accounts.ts';
import type { InvitationInfo } from '#shared/schemas/companies.ts';
import { FieldError } from '#client/features/auth/components/field-error.tsx';
import { useCompanySignUp } from '../api/company-sign-up.ts';
import { toE164 } from './company-sign-up-form.tsx';
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
  .pick({ firstName: true, lastName: true, email: true, password: true, marketingReference: true })
  .extend({
    phone: z.string().trim().min(1, 'validation.required'),
    countryId: requiredId,
    marketingChannelId: requiredId,
    termsAccepted: z.boolean().refine(Boolean, 'accounts.validation.termsRequired'),
  });
type FormValues = z.input<typeof formSchema>;

/**
 * Company sign-up with an invitation (`/company-signup?invite=`): the person's own fields only;
 * the account joins the inviting company. The company fields the sign-up request requires are
 * filled from the invitation and ignored by the server when a token is present.
 */
export function InvitedSignUpForm(props: {
  token: string;
  invitation: InvitationInfo;
  options: SignUpOptions;
  onSuccess: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { invitation, options } = props;
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: invitation.email,
      password: '',
      phone: '',
      countryId: invitation.countryId ?? undefined,
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
        companyName: invitation.companyName,
        companyWebsite: invitation.website ?? invitation.email.split('@')[1] ?? 'example.com',
        industryId: invitation.industryId ?? options.industries[0]?.id ?? 1,
        inviteToken: props.token,
        captchaToken: await signUpBotCheckToken(),
        language: i18n.language === 'tr' ? 'tr' : 'en',
      });
      props.onSuccess();
    } catch (error) {
      setNotice(applySubmitError(error, t, form.setError));
    }
  });

  return (
    <SignUpFormFrame
      control={control}
      options={options}
      idPrefix="invited"
      submitted={formState.isSubmitted}
      submitting={formState.isSubmitting}
      submitLabel={t('companies.invitation.submit')}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSubmit={submit}
    >
      <NameFields control={control} names={['firstName', 'lastName']} idPrefix="invited" />
      <TextField
        control={control}
        name="email"
        id="invited-email"
        type="email"
        label={t('accounts.companySignUp.workEmail')}
        autoComplete="email"
      />
      <TextField
        control={control}
        name="phone"
        id="invited-phone"
        type="tel"
        label={t('accounts.companySignUp.phone')}
        autoComplete="tel"
        placeholder={t('accounts.companySignUp.phonePlaceholder')}
      />
      <NewPasswordField control={control} idPrefix="invited" />
      <Controller
        name="countryId"
        control={control}
        render={({ field, fieldState }) => (
          <div className="form-field">
            <label id="invited-country-label" htmlFor="invited-country">
              {t('accounts.companySignUp.country')}
            </label>
            <Dropdown
              inputId="invited-country"
              aria-labelledby="invited-country-label"
              value={field.value ?? null}
              options={options.countries}
              optionLabel="description"
              optionValue="id"
              pt={{ select: { 'aria-label': t('accounts.companySignUp.country') } }}
              filter
              placeholder={t('accounts.common.select')}
              onChange={(event) => field.onChange(event.value as number)}
              onBlur={field.onBlur}
              invalid={Boolean(fieldState.error)}
            />
            <FieldError id="invited-country-error" message={fieldState.error?.message} />
          </div>
        )}
      />
    </SignUpFormFrame>
  );
}
