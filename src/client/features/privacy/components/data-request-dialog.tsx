import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATA_REQUEST_KINDS,
  dataRequestInputSchema,
  type DataRequestKind,
} from '#shared/schemas/privacy.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { useCreateDataRequest } from '../api/privacy-admin.ts';

type Field = 'name' | 'email' | 'kind' | 'receivedOn' | 'notes';

/** Logs a request received by mail, post or phone; the due date follows from the received day. */
export function DataRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateDataRequest();
  const id = useId();
  const [values, setValues] = useState({
    name: '',
    email: '',
    kind: 'access' as DataRequestKind,
    receivedOn: new Date().toISOString().slice(0, 10),
    notes: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const fieldId = (field: Field) => `${id}-${field}`;
  const described = (field: Field) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const error = (field: Field) =>
    errors[field] ? (
      <small id={`${fieldId(field)}-error`} className="p-error">
        {t(errors[field])}
      </small>
    ) : null;

  const submit = () => {
    const parsed = dataRequestInputSchema.safeParse({
      ...values,
      notes: values.notes.trim() ? values.notes : undefined,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        showToast({ severity: 'success', summary: t('privacy.requests.saved') });
        onClose();
      },
      onError: () => showToast({ severity: 'error', summary: t('privacy.requests.saveFailed') }),
    });
  };

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('privacy.requests.form.title')}
      style={{ width: 'min(34rem, 95vw)' }}
    >
      <form
        className="data-request-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="form-field">
          <label htmlFor={fieldId('name')}>{t('privacy.requests.form.name')}</label>
          <InputText
            id={fieldId('name')}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            invalid={Boolean(errors.name)}
            aria-describedby={described('name')}
          />
          {error('name')}
        </div>
        <div className="form-field">
          <label htmlFor={fieldId('email')}>{t('privacy.requests.form.email')}</label>
          <InputText
            id={fieldId('email')}
            type="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            invalid={Boolean(errors.email)}
            aria-describedby={described('email')}
          />
          {error('email')}
        </div>
        <div className="form-field">
          <label id={`${fieldId('kind')}-label`} htmlFor={fieldId('kind')}>
            {t('privacy.requests.form.kind')}
          </label>
          <Dropdown
            // The hidden native <select> stays out of the accessibility tree.
            pt={{
              select: { 'aria-hidden': true },
              trigger: { 'aria-label': t('privacy.requests.form.kind') },
            }}
            inputId={fieldId('kind')}
            value={values.kind}
            options={DATA_REQUEST_KINDS.map((value) => ({
              value,
              label: t(`privacy.requests.kinds.${value}`),
            }))}
            onChange={(e) => set('kind', e.value as string)}
            aria-labelledby={`${fieldId('kind')}-label`}
          />
        </div>
        <div className="form-field">
          <label htmlFor={fieldId('receivedOn')}>{t('privacy.requests.form.receivedOn')}</label>
          <InputText
            id={fieldId('receivedOn')}
            type="date"
            value={values.receivedOn}
            onChange={(e) => set('receivedOn', e.target.value)}
            invalid={Boolean(errors.receivedOn)}
            aria-describedby={described('receivedOn')}
          />
          {error('receivedOn')}
        </div>
        <div className="form-field">
          <label htmlFor={fieldId('notes')}>{t('privacy.requests.form.notes')}</label>
          <InputTextarea
            id={fieldId('notes')}
            rows={3}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
            invalid={Boolean(errors.notes)}
            aria-describedby={described('notes')}
          />
          {error('notes')}
        </div>
        <div className="data-request-form__actions">
          <Button type="button" text label={t('privacy.requests.form.cancel')} onClick={onClose} />
          <Button
            type="submit"
            label={t('privacy.requests.form.save')}
            loading={create.isPending}
          />
        </div>
      </form>
    </Dialog>
  );
}
