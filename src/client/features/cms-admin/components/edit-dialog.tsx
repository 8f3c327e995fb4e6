import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailed, toastSaved } from './save-toasts.ts';

/**
 * The back-office edit dialog: a form body with Cancel and Save under it. `save` runs the request;
 * success toasts and closes, failure toasts and stays open.
 */
export function EditDialog({
  header,
  width,
  saving,
  save,
  onClose,
  children,
}: {
  header: string;
  width: number;
  saving: boolean;
  /** Returns false when the form is not ready to send (its messages show). */
  save: () => Promise<unknown> | false;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = async () => {
    const request = save();
    if (request === false) return;
    try {
      await request;
      toastSaved(t);
      onClose();
    } catch (error) {
      toastFailed(t, error);
    }
  };
  return (
    <Dialog
      header={header}
      visible
      onHide={onClose}
      style={{ width: `min(${width}px, 96vw)` }}
      footer={
        <div>
          <Button type="button" label={t('cmsAdmin.common.cancel')} text onClick={onClose} />
          <Button
            type="button"
            icon="pi pi-check"
            label={t('cmsAdmin.common.save')}
            loading={saving}
            onClick={() => void submit()}
          />
        </div>
      }
    >
      <div className="cms-form">{children}</div>
    </Dialog>
  );
}

/** The '{label} is required' message under a field. */
export function RequiredMessage({ id, label }: { id?: string; label: string }) {
  const { t } = useTranslation();
  return (
    <small id={id} className="form-field__error" role="alert">
      {t('validation.requiredField', { label })}
    </small>
  );
}

/** A labelled text input that must not be left blank. */
export function RequiredTextField({
  id,
  label,
  value,
  missing,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** Show the required message (after a save attempt with the field blank). */
  missing: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="cms-field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        value={value}
        invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {missing && <RequiredMessage id={`${id}-error`} label={label} />}
    </div>
  );
}

/** The Active checkbox of an editable row (inactive rows stay stored but leave the public page). */
export function ActiveCheckbox({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="cms-check">
      <Checkbox
        inputId={id}
        checked={checked}
        onChange={(event) => onChange(Boolean(event.checked))}
      />
      <label htmlFor={id}>{t('cmsAdmin.common.active')}</label>
    </div>
  );
}
