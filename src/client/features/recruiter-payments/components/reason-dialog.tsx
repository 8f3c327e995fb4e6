import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { FieldError } from '#client/components/form/field-error.tsx';

/**
 * A dialog asking for one text (the bank's reference of a paid batch, the reason of a return),
 * checked with the route's own schema before it is sent.
 */
export function ReasonDialog(props: {
  title: string;
  intro: string;
  label: string;
  saveLabel: string;
  multiline?: boolean;
  schema: ZodType;
  field: string;
  pending: boolean;
  onSave: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const save = () => {
    const parsed = props.schema.safeParse({ [props.field]: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    props.onSave(value.trim());
  };

  const input = {
    id: `${id}-value`,
    value,
    invalid: Boolean(error),
    'aria-invalid': Boolean(error),
    'aria-required': true,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  const footer = (
    <>
      <Button
        type="button"
        label={t('recruiterPayments.cancel')}
        outlined
        onClick={props.onClose}
      />
      <Button type="submit" form={`${id}-form`} label={props.saveLabel} loading={props.pending} />
    </>
  );
  return (
    <Dialog
      visible
      modal
      header={props.title}
      footer={footer}
      onHide={props.onClose}
      style={{ width: '34rem', maxWidth: '95vw' }}
    >
      <form
        id={`${id}-form`}
        className="payout-dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p>{props.intro}</p>
        <div className="form-field">
          <label htmlFor={`${id}-value`}>
            {props.label}
            <span aria-hidden="true"> *</span>
          </label>
          {props.multiline ? (
            <InputTextarea {...input} rows={3} onChange={(event) => setValue(event.target.value)} />
          ) : (
            <InputText {...input} onChange={(event) => setValue(event.target.value)} />
          )}
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </form>
    </Dialog>
  );
}
