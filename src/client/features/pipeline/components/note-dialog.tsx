import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#client/api/api-error.ts';
import { showToast } from '#client/components/toast/toast.ts';

/** One text box with the spec's description rule: used for notes and for a hire reversal. */
export function NoteDialog(props: {
  title: string;
  intro?: string;
  label: string;
  submitLabel: string;
  doneMessage: string;
  danger?: boolean;
  onSubmit: (note: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('pipeline.messages.description'));
      return;
    }
    setBusy(true);
    try {
      await props.onSubmit(note.trim());
      showToast({ severity: 'success', summary: props.doneMessage });
      props.onClose();
    } catch (failure) {
      showToast({
        severity: 'error',
        summary:
          failure instanceof ApiError
            ? // A reversal after the guarantee period has its own translated reason.
              failure.code === 'guarantee_ended'
              ? t('errors.guarantee_ended')
              : failure.message
            : t('pipeline.loadFailed'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      visible
      modal
      header={props.title}
      style={{ width: '32rem' }}
      breakpoints={{ '640px': '95vw' }}
      onHide={props.onClose}
    >
      <form onSubmit={submit} noValidate className="pipeline-form">
        {props.intro && <p className="pipeline-form__muted">{props.intro}</p>}
        <div className="pipeline-field">
          <label htmlFor={`${id}-note`}>{props.label}</label>
          <InputTextarea
            id={`${id}-note`}
            value={note}
            rows={4}
            maxLength={2000}
            onChange={(event) => setNote(event.target.value)}
            invalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <small id={`${id}-error`} className="p-error" role="alert">
              {error}
            </small>
          )}
        </div>
        <div className="pipeline-form__actions">
          <Button
            type="button"
            label={t('pipeline.moveDialog.cancel')}
            severity="secondary"
            outlined
            onClick={props.onClose}
            disabled={busy}
          />
          <Button
            type="submit"
            label={props.submitLabel}
            severity={props.danger ? 'danger' : undefined}
            loading={busy}
          />
        </div>
      </form>
    </Dialog>
  );
}
