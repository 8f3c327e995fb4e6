import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OWNERSHIP_MONTHS } from '#shared/schemas/referral-manage.ts';
import { errorMessage } from '#client/api/error-message.ts';
import {
  useReferralSettings,
  useSaveReferralSettings,
} from '#client/api/referrals/referral-settings.ts';
import { showToast } from '#client/components/toast/toast.ts';
import './referral-ownership-form.css';

/**
 * Staff set how long the first recruiter to refer a person to a company represents that person
 * there (shown under the candidate statuses, the other referral rules staff keep).
 */
export function ReferralOwnershipForm() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useReferralSettings();
  const save = useSaveReferralSettings();
  // Untouched, the field shows the saved value; once edited, what was typed.
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const months = draft === undefined ? (settings.data?.ownershipMonths ?? null) : draft;
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (
      months === null ||
      !Number.isInteger(months) ||
      months < OWNERSHIP_MONTHS.min ||
      months > OWNERSHIP_MONTHS.max
    ) {
      setError(t('referrals.settings.monthsRange'));
      return;
    }
    setError(null);
    save.mutate(
      { ownershipMonths: months },
      {
        onSuccess: () => showToast({ severity: 'success', summary: t('referrals.settings.saved') }),
        onError: (failure) =>
          showToast({
            severity: 'error',
            summary: t('referrals.settings.title'),
            detail: errorMessage(failure, t),
          }),
      },
    );
  }

  return (
    <section className="referral-ownership-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('referrals.settings.title')}</h2>
      <p id={`${id}-hint`}>{t('referrals.settings.hint')}</p>
      {settings.isError ? (
        <div className="page-state" role="alert">
          <p>{t('referrals.settings.loadFailed')}</p>
          <Button
            type="button"
            label={t('referrals.settings.retry')}
            onClick={() => void settings.refetch()}
          />
        </div>
      ) : (
        <form className="referral-ownership-form__form" onSubmit={submit} noValidate>
          <div className="referral-ownership-form__field">
            <label htmlFor={`${id}-months`}>{t('referrals.settings.months')}</label>
            <InputNumber
              inputId={`${id}-months`}
              value={months}
              onValueChange={(event) => setDraft(event.value ?? null)}
              // No min/max here: InputNumber would silently clamp; the check above says why.
              useGrouping={false}
              disabled={settings.isPending}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              invalid={Boolean(error)}
            />
            {error && (
              <small id={`${id}-error`} className="p-error" role="alert">
                {error}
              </small>
            )}
          </div>
          <Button
            type="submit"
            label={t('referrals.settings.save')}
            loading={save.isPending}
            disabled={settings.isPending}
          />
        </form>
      )}
    </section>
  );
}
