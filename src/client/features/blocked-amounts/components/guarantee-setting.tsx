import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GUARANTEE_DAYS } from '#shared/schemas/blocked-amounts.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useMoneySettings, useSaveMoneySettings } from '../api/money-settings.ts';

/** Staff set the guarantee period of hires confirmed from now on. */
export function GuaranteeSetting() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useMoneySettings(true);
  const save = useSaveMoneySettings();
  // Untouched, the field shows the saved value; once edited, what was typed.
  const [draft, setDays] = useState<number | null | undefined>(undefined);
  const days = draft === undefined ? (settings.data?.guaranteeDays ?? null) : draft;
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (
      days === null ||
      !Number.isInteger(days) ||
      days < GUARANTEE_DAYS.min ||
      days > GUARANTEE_DAYS.max
    ) {
      setError(t('blockedAmounts.validation.days'));
      return;
    }
    setError(null);
    save.mutate(
      { guaranteeDays: days },
      {
        onSuccess: () =>
          showToast({ severity: 'success', summary: t('blockedAmounts.toasts.settingsSaved') }),
        onError: (failure) =>
          showToast({
            severity: 'error',
            summary: t('blockedAmounts.toasts.error'),
            detail: errorMessage(failure, t),
          }),
      },
    );
  }

  return (
    <section className="guarantee-setting" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('blockedAmounts.settings.title')}</h2>
      <p id={`${id}-hint`}>{t('blockedAmounts.settings.hint')}</p>
      {settings.isError ? (
        <div className="page-state" role="alert">
          <p>{t('blockedAmounts.settings.loadFailed')}</p>
          <Button
            type="button"
            label={t('blockedAmounts.retry')}
            onClick={() => void settings.refetch()}
          />
        </div>
      ) : (
        <form className="guarantee-setting__form" onSubmit={submit} noValidate>
          <div className="guarantee-setting__field">
            <label htmlFor={`${id}-days`}>{t('blockedAmounts.settings.days')}</label>
            <InputNumber
              inputId={`${id}-days`}
              value={days}
              onValueChange={(event) => setDays(event.value ?? null)}
              // No min/max here: InputNumber would silently turn 0 into 1; the check below says why.
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
            label={t('blockedAmounts.settings.save')}
            loading={save.isPending}
            disabled={settings.isPending}
          />
        </form>
      )}
    </section>
  );
}
