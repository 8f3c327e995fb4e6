import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '#shared/constants/domain.ts';
import { minorToMajor } from '#shared/format/money.ts';
import {
  PLAN_KINDS,
  planInputSchema,
  type AdminPlan,
  type PlanKind,
} from '#shared/schemas/billing-plan.ts';
import { ApiError } from '#client/api/api-error.ts';
import { FieldError } from '#client/components/form/field-error.tsx';
import { showToast } from '#client/components/toast/toast.ts';
import { isRecord } from '#client/lib/shape.ts';
import { useSavePlan } from '../api/save-plan.ts';
import { planName } from './plan-card.tsx';
import { planErrorText } from './plan-error-text.ts';
import { PriceRows, toMinor, type PriceRow } from './price-rows.tsx';

type Form = {
  code: string;
  kind: PlanKind;
  nameEn: string;
  nameTr: string;
  openJobLimit: number | null;
  sortOrder: number;
  active: boolean;
  prices: PriceRow[];
};

const fromPlan = (plan: AdminPlan | null): Form =>
  plan
    ? {
        ...plan,
        prices: plan.prices.map((price) => ({
          currency: price.currency as CurrencyCode,
          fee: minorToMajor(price.feeMinor, price.currency),
        })),
      }
    : {
        code: '',
        kind: 'monthly',
        nameEn: '',
        nameTr: '',
        openJobLimit: 5,
        sortOrder: 10,
        active: true,
        prices: [{ currency: 'USD', fee: null }],
      };

const toBody = (form: Form) => ({
  code: form.code.trim(),
  kind: form.kind,
  nameEn: form.nameEn,
  nameTr: form.nameTr,
  openJobLimit: form.kind === 'monthly' ? form.openJobLimit : null,
  sortOrder: form.sortOrder,
  active: form.active,
  prices: form.prices.map((row) => ({ currency: row.currency, feeMinor: toMinor(row) })),
});

/** The server's field messages by field (`body.prices` → `prices`; a 409's `fields`). */
function serverErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const { details } = error;
  if (isRecord(details) && isRecord(details.fields))
    return Object.fromEntries(
      Object.entries(details.fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  if (!Array.isArray(details)) return {};
  return Object.fromEntries(
    details
      .filter(isRecord)
      .map((detail) => [String(detail.path ?? '').replace(/^body\./, ''), String(detail.message)]),
  );
}

/** Add or edit a plan: names in both languages, kind, open job limit, prices per currency. */
export function PlanDialog(props: { plan: AdminPlan | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const save = useSavePlan();
  const [form, setForm] = useState<Form>(() => fromPlan(props.plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  async function submit() {
    const parsed = planInputSchema.safeParse(toBody(form));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        next[path] ??= i18n.exists(issue.message) ? issue.message : 'validation.invalid';
      }
      return setErrors(next);
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: props.plan?.id, body: parsed.data });
      const name = planName(saved, i18n.language);
      showToast({
        severity: 'success',
        summary: t(
          props.plan ? 'billingPlan.admin.toasts.updated' : 'billingPlan.admin.toasts.created',
          { name },
        ),
      });
      props.onClose();
    } catch (error) {
      setErrors(serverErrors(error));
      showToast({
        severity: 'error',
        summary: t('billingPlan.admin.toasts.failed'),
        detail: planErrorText(error, t),
        life: 6000,
      });
    }
  }

  const field = (
    name: keyof Form,
    label: string,
    control: (fieldId: string, invalid: boolean) => ReactNode,
  ) => {
    const fieldId = `${id}-${name}`;
    return (
      <div className="admin-field">
        <label htmlFor={fieldId}>{label}</label>
        {control(fieldId, Boolean(errors[name]))}
        <FieldError id={`${fieldId}-error`} message={errors[name]} />
      </div>
    );
  };
  const described = (name: keyof Form) => (errors[name] ? `${id}-${name}-error` : undefined);
  const text = (name: 'code' | 'nameEn' | 'nameTr', maxLength: number) =>
    field(name, t(`billingPlan.admin.dialog.${name}`), (fieldId, invalid) => (
      <InputText
        id={fieldId}
        value={form[name]}
        maxLength={maxLength}
        invalid={invalid}
        aria-invalid={invalid}
        aria-describedby={described(name)}
        onChange={(event) => set(name, event.target.value)}
      />
    ));

  return (
    <Dialog
      visible
      modal
      header={
        props.plan
          ? t('billingPlan.admin.dialog.editTitle', { name: planName(props.plan, i18n.language) })
          : t('billingPlan.admin.dialog.addTitle')
      }
      onHide={props.onClose}
      style={{ width: 'min(640px, 96vw)' }}
      footer={
        <div>
          <Button
            type="button"
            text
            label={t('billingPlan.admin.dialog.cancel')}
            onClick={props.onClose}
          />
          <Button
            type="submit"
            form={`${id}-form`}
            icon="pi pi-check"
            label={t('billingPlan.admin.dialog.save')}
            loading={save.isPending}
          />
        </div>
      }
    >
      <form
        id={`${id}-form`}
        className="plan-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {text('code', 40)}
        {field('kind', t('billingPlan.admin.dialog.kind'), (fieldId) => (
          <Dropdown
            inputId={fieldId}
            pt={{
              select: { 'aria-hidden': true },
              trigger: { 'aria-label': t('billingPlan.admin.dialog.kind') },
            }}
            value={form.kind}
            options={PLAN_KINDS.map((value) => ({ value, label: t(`billingPlan.kinds.${value}`) }))}
            onChange={(event) => set('kind', event.value as PlanKind)}
          />
        ))}
        {text('nameEn', 100)}
        {text('nameTr', 100)}
        {form.kind === 'monthly' &&
          field('openJobLimit', t('billingPlan.admin.dialog.openJobLimit'), (fieldId, invalid) => (
            <InputNumber
              inputId={fieldId}
              value={form.openJobLimit}
              min={1}
              max={10_000}
              useGrouping={false}
              invalid={invalid}
              aria-describedby={described('openJobLimit')}
              onValueChange={(event) => set('openJobLimit', event.value ?? null)}
            />
          ))}
        {field('sortOrder', t('billingPlan.admin.dialog.sortOrder'), (fieldId, invalid) => (
          <InputNumber
            inputId={fieldId}
            value={form.sortOrder}
            min={0}
            max={32_767}
            useGrouping={false}
            invalid={invalid}
            onValueChange={(event) => set('sortOrder', event.value ?? 0)}
          />
        ))}
        <div className="plan-dialog__check">
          <Checkbox
            inputId={`${id}-active`}
            checked={form.active}
            onChange={(event) => set('active', Boolean(event.checked))}
          />
          <label htmlFor={`${id}-active`}>{t('billingPlan.admin.dialog.active')}</label>
          <FieldError id={`${id}-active-error`} message={errors.active} />
        </div>
        <PriceRows
          id={id}
          rows={form.prices}
          errors={errors}
          onChange={(rows) => set('prices', rows)}
        />
      </form>
    </Dialog>
  );
}
