import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSaveAdminRow } from '../api/save-admin-row.ts';
import { conflictText, toastDone, toastFailure } from './feedback.ts';

export type FieldSpec = {
  name: string;
  label: string;
  kind: 'text' | 'color' | 'checkbox';
  hint?: string;
  /** The i18n key shown when the value has the wrong form (not when it is empty). */
  invalidKey?: string;
  /** Empty text is sent as null (an optional value such as a currency). */
  nullable?: boolean;
  maxLength?: number;
};

type Values = Record<string, string | boolean>;

/** Add or edit one row: labelled fields, zod validation with translated messages, save toasts. */
export function AdminFormDialog(props: {
  segment: string;
  title: string;
  /** Absent: add. */
  id?: number;
  fields: FieldSpec[];
  initial: Values;
  /** Sent with every add (e.g. the country of a new city). */
  fixed?: Record<string, unknown>;
  schema: z.ZodType;
  nameOf: (values: Values) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSaveAdminRow();
  const [values, setValues] = useState<Values>(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (name: string, value: string | boolean) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  function body() {
    const out: Record<string, unknown> = { ...(props.id === undefined ? props.fixed : {}) };
    for (const field of props.fields) {
      const value = values[field.name];
      if (field.kind === 'checkbox') out[field.name] = Boolean(value);
      else {
        const text = String(value ?? '').trim();
        if (text || !field.nullable) out[field.name] = text;
        else out[field.name] = null;
        if (!text && field.name === 'code') delete out[field.name];
      }
    }
    return out;
  }

  async function submit() {
    const payload = body();
    const parsed = props.schema.safeParse(payload);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = props.fields.find((spec) => spec.name === issue.path[0]);
        if (!field || next[field.name]) continue;
        const empty = !String(payload[field.name] ?? '').trim();
        next[field.name] =
          issue.code === 'too_big'
            ? t('validation.tooLong')
            : empty
              ? t('validation.requiredField', { label: field.label })
              : t(field.invalidKey ?? 'validation.required');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ segment: props.segment, id: props.id, body: payload });
      const name = props.nameOf(values);
      toastDone(
        t,
        t(props.id === undefined ? 'lookupAdmin.toast.added' : 'lookupAdmin.toast.updated', {
          name,
        }),
      );
      props.onClose();
    } catch (error) {
      setFormError(conflictText(error, t));
      toastFailure(t, error);
    }
  }

  const fieldId = (name: string) => `${formId}-${name}`;
  const described = (field: FieldSpec) =>
    [
      field.hint && `${fieldId(field.name)}-hint`,
      errors[field.name] && `${fieldId(field.name)}-error`,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Dialog
      header={props.title}
      visible
      onHide={props.onClose}
      style={{ width: 'min(560px, 96vw)' }}
      footer={
        <div>
          <Button type="button" label={t('lookupAdmin.form.cancel')} text onClick={props.onClose} />
          <Button
            type="submit"
            form={formId}
            icon="pi pi-check"
            label={t('lookupAdmin.form.save')}
            loading={save.isPending}
          />
        </div>
      }
    >
      <form
        id={formId}
        className="lookup-admin__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {formError && (
          <p className="lookup-admin__form-error" role="alert">
            {formError}
          </p>
        )}
        {props.fields.map((field) => {
          const id = fieldId(field.name);
          const error = errors[field.name];
          if (field.kind === 'checkbox')
            return (
              <div className="lookup-admin__check" key={field.name}>
                <Checkbox
                  inputId={id}
                  checked={Boolean(values[field.name])}
                  onChange={(event) => set(field.name, Boolean(event.checked))}
                />
                <label htmlFor={id}>{field.label}</label>
              </div>
            );
          const text = String(values[field.name] ?? '');
          return (
            <div className="lookup-admin__form-field" key={field.name}>
              <label htmlFor={id}>{field.label}</label>
              <div className={field.kind === 'color' ? 'lookup-admin__color' : undefined}>
                {field.kind === 'color' && (
                  <input
                    type="color"
                    className="lookup-admin__color-input"
                    aria-label={field.label}
                    value={/^#[0-9a-fA-F]{6}$/.test(text) ? text : '#000000'}
                    onChange={(event) => set(field.name, event.target.value)}
                  />
                )}
                <InputText
                  id={id}
                  value={text}
                  maxLength={field.maxLength}
                  invalid={Boolean(error)}
                  aria-invalid={Boolean(error)}
                  aria-describedby={described(field)}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              </div>
              {field.hint && (
                <small id={`${id}-hint`} className="lookup-admin__hint">
                  {field.hint}
                </small>
              )}
              {error && (
                <small id={`${id}-error`} className="form-field__error" role="alert">
                  {error}
                </small>
              )}
            </div>
          );
        })}
      </form>
    </Dialog>
  );
}
