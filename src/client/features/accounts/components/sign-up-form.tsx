import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { signUpRequestSchema, type SignUpOptions } from '#shared/schemas/accounts.ts';
import { useSignUp } from '../api/sign-up.ts';
import {
  NameFields,
  NewPasswordField,
  SignUpFormFrame,
  signUpBotCheckToken,
} from './sign-up-fields.tsx';
import { applySubmitError } from './submit-error.ts';
import { TextField } from './text-field.tsx';

const formSchema = signUpRequestSchema
  .omit({ captchaToken: true, language: true, roleId: true, termsAccepted: true })
  .extend({
    marketingChannelId: z
      .number({ error: 'validation.required' })
      .int()
      .positive('validation.required'),
    termsAccepted: z.boolean().refine(Boolean, 'accounts.validation.termsRequired'),
    privacyNoticeRead: z.boolean().refine(Boolean, 'consents.signUp.privacyNoticeRequired'),
    explicitConsent: z.boolean(),
  });
type FormValues = z.input<typeof formSchema>;

type SignUpFormProps = {
  options: SignUpOptions;
  roleId: 2 | 3;
  onSuccess: (email: string) => void;
};

/** Candidate (or recruiter) sign-up: every field of the spec, bot-checked on submit. */
export function SignUpForm({ options, roleId, onSuccess }: SignUpFormProps) {
  const { t, i18n } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      linkedinPage: '',
      marketingReference: '',
      termsAccepted: false,
      privacyNoticeRead: false,
      explicitConsent: false,
    },
  });
  const mutation = useSignUp();
  const { control, formState } = form;

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const result = await mutation.mutateAsync({
        ...values,
        marketingChannelId: values.marketingChannelId,
        termsAccepted: true,
        roleId,
        captchaToken: await signUpBotCheckToken(),
        language: i18n.language === 'tr' ? 'tr' : 'en',
      });
      onSuccess(result.email);
    } catch (error) {
      setNotice(applySubmitError(error, t, form.setError));
    }
  });

  return (
    <SignUpFormFrame
      control={control}
      options={options}
      idPrefix="signup"
      submitted={formState.isSubmitted}
      submitting={formState.isSubmitting}
      submitLabel={t('accounts.signUp.submit')}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      onSubmit={submit}
    >
      <NameFields control={control} names={['firstname', 'lastname']} idPrefix="signup" />
      <TextField
        control={control}
        name="email"
        id="signup-email"
        type="email"
        label={t('accounts.signUp.email')}
        autoComplete="email"
        full
      />
      <NewPasswordField control={control} idPrefix="signup" />
      <TextField
        control={control}
        name="linkedinPage"
        id="signup-linkedin"
        type="url"
        label={t('accounts.signUp.linkedin')}
        placeholder={t('accounts.signUp.linkedinPlaceholder')}
        full
      />
    </SignUpFormFrame>
  );
}
