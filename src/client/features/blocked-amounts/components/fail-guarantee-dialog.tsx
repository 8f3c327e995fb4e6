import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/format/money.ts';
import type { BlockedAmount } from '#shared/schemas/blocked-amounts.ts';
import { errorMessage } from '#client/api/error-message.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useGuaranteeFailed } from '../api/reward-actions.ts';

/** Staff record that a hire left inside its guarantee period: the reward is cancelled. */
export function FailGuaranteeDialog(props: { row: BlockedAmount; onClose: () => void }) {
  const { row, onClose } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const fail = useGuaranteeFailed();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim() || !row.rewardId) {
      setError(t('blockedAmounts.validation.note'));
      return;
    }
    fail.mutate(
      { rewardId: row.rewardId, note: note.trim() },
      {
        onSuccess: (result) => {
          showToast({
            severity: 'success',
            summary: t('blockedAmounts.toasts.failed', { number: result.creditNoteNumber ?? '' }),
          });
          onClose();
        },
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
    <Dialog
      visible
      modal
      header={t('blockedAmounts.failDialog.title')}
      style={{ width: '32rem' }}
      breakpoints={{ '640px': '95vw' }}
      onHide={onClose}
    >
      <form onSubmit={submit} noValidate className="fail-guarantee">
        <p>
          {t('blockedAmounts.failDialog.message', {
            candidate: row.candidateName ?? '',
            job: row.jobTitle,
            amount: formatMoney(row.amountMinor, row.currency, i18n.language),
          })}
        </p>
        <div className="fail-guarantee__field">
          <label htmlFor={`${id}-note`}>{t('blockedAmounts.failDialog.note')}</label>
          <InputTextarea
            id={`${id}-note`}
            value={note}
            rows={3}
            maxLength={2000}
            autoResize
            invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {error && (
            <small id={`${id}-error`} className="p-error" role="alert">
              {error}
            </small>
          )}
        </div>
        <div className="fail-guarantee__actions">
          <Button
            type="button"
            text
            label={t('blockedAmounts.failDialog.cancel')}
            onClick={onClose}
          />
          <Button
            type="submit"
            severity="danger"
            label={t('blockedAmounts.failDialog.submit')}
            loading={fail.isPending}
          />
        </div>
      </form>
    </Dialog>
  );
}
