import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteMemberSchema } from '#shared/schemas/companies.ts';
import { ApiError } from '#client/api/api-error.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useInviteMember } from '../api/invite-member.ts';

/** Invite by e-mail: a free company account is added at once, anyone else gets an invitation. */
export function InviteForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteMember();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteMemberSchema.safeParse({ email });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.email'));
      return;
    }
    setError(null);
    try {
      const result = await invite.mutateAsync(parsed.data);
      showToast({
        severity: 'success',
        summary: t(
          result.result === 'added' ? 'companies.members.added' : 'companies.members.invited',
          {
            email: parsed.data.email,
          },
        ),
      });
      setEmail('');
    } catch (caught) {
      const key =
        caught instanceof ApiError
          ? (caught.details as { fields?: { email?: string } } | undefined)?.fields?.email
          : undefined;
      setError(key ? t(key) : errorMessage(caught, t));
    }
  }

  return (
    <form className="company-invite" noValidate onSubmit={(event) => void submit(event)}>
      <h3 className="company-invite__title">{t('companies.members.invite')}</h3>
      <p className="company-invite__hint" id={`${id}-hint`}>
        {t('companies.members.inviteHint')}
      </p>
      <div className="company-invite__row">
        <span className="company-form__field company-invite__field">
          <label htmlFor={`${id}-email`}>{t('companies.members.inviteEmail')}</label>
          <InputText
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            invalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
        </span>
        <Button
          type="submit"
          icon="pi pi-send"
          label={t('companies.members.inviteSubmit')}
          loading={invite.isPending}
        />
      </div>
      {error && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      )}
    </form>
  );
}
