import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { signUpRequestSchema, type SignUpOptions } from '#shared/schemas/accounts.ts';
import { getBotCheckToken } from '#client/components/bot-check/get-bot-check-token.ts';
import { BotCheckError } from '../api/bot-check-error.ts';
import { useSignUp } from '../api/sign-up.ts';
import { MarketingFields } from './marketing-fields.tsx';
import { Notice } from './notice.tsx';
import { applySubmitError } from './submit-error.ts';
import { TermsField } from './terms-field.tsx';
import { TextField } from './text-field.tsx';

const formSchema = signUpRequestSchema
  .omit({ captchaToken: true, language: true, roleId: true, termsAccepted: true })
  .extend({
    marketingChannelId: z
      .number({ error: 'validation.required' })
      .int()
      .positive('validation.required'),
    termsAccepted: z.boolean().refine(Boolean, 'accounts.validation.termsRequired'),
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
    },
  });
  const mutation = useSignUp();
  const { control, formState } = form;

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      let captchaToken: string;
      try {
        captchaToken = await getBotCheckToken('signup');
      } catch {
        throw new BotCheckError();
      }
      const result = await mutation.mutateAsync({
        ...values,
        marketingChannelId: values.marketingChannelId,
        termsAccepted: true,
        roleId,
        captchaToken,
        language: i18n.language === 'tr' ? 'tr' : 'en',
      });
      onSuccess(result.email);
    } catch (error) {
      setNotice(applySubmitError(error, t, form.setError));
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      {notice && <Notice severity="error" text={notice} onClose={() => setNotice(null)} />}
      <div className="account-grid">
        <TextField
          control={control}
          name="firstname"
          id="signup-firstname"
          label={t('accounts.signUp.firstname')}
          autoComplete="given-name"
        />
        <TextField
          control={control}
          name="lastname"
          id="signup-lastname"
          label={t('accounts.signUp.lastname')}
          autoComplete="family-name"
        />
        <TextField
          control={control}
          name="email"
          id="signup-email"
          type="email"
          label={t('accounts.signUp.email')}
          autoComplete="email"
          full
        />
        <TextField
          control={control}
          name="password"
          id="signup-password"
          type="password"
          label={t('accounts.signUp.password')}
          autoComplete="new-password"
          hint={t('accounts.signUp.passwordHint')}
          full
        />
        <TextField
          control={control}
          name="linkedinPage"
          id="signup-linkedin"
          type="url"
          label={t('accounts.signUp.linkedin')}
          placeholder={t('accounts.signUp.linkedinPlaceholder')}
          full
        />
        <MarketingFields
          control={control}
          options={options.marketingChannels}
          idPrefix="signup"
          submitted={formState.isSubmitted}
        />
        <TermsField control={control} idPrefix="signup" />
      </div>
      <Button
        type="submit"
        className="auth-form__submit"
        label={
          formState.isSubmitting ? t('accounts.signUp.submitting') : t('accounts.signUp.submit')
        }
        loading={formState.isSubmitting}
        disabled={formState.isSubmitting}
      />
    </form>
  );
}
