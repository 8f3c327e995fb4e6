import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { companySignUpRequestSchema, type SignUpOptions } from '#shared/schemas/accounts.ts';
import type { InvitationInfo } from '#shared/schemas/companies.ts';
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

const formSchema = companySignUpRequestSchema
  .pick({ firstName: true, lastName: true, email: true, password: true, marketingReference: true })
  .extend({
    phone: z.string().trim().min(1, 'validation.required'),
    countryId: requiredLookupId,
    marketingChannelId: requiredLookupId,
    termsAccepted: z.boolean().refine(Boolean, 'accounts.validation.termsRequired'),
    privacyNoticeRead: z.boolean().refine(Boolean, 'consents.signUp.privacyNoticeRequired'),
    explicitConsent: z.boolean(),
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
      <CompanyContactFields control={control} names={['email', 'phone']} idPrefix="invited" />
      <NewPasswordField control={control} idPrefix="invited" />
      <LookupDropdownField
        control={control}
        name="countryId"
        id="invited-country"
        label={t('accounts.companySignUp.country')}
        items={options.countries}
      />
    </SignUpFormFrame>
  );
}
