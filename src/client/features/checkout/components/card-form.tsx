import { Button } from 'primereact/button';
import { InputText, type InputTextProps } from 'primereact/inputtext';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { testCardSchema, type TestCardInput } from '#shared/schemas/checkout.ts';
import { ApiError } from '#client/api/api-error.ts';
import { FieldError } from '#client/components/form/field-error.tsx';

type Field = keyof TestCardInput;
export type CardErrors = Partial<Record<Field, string>>;

const EMPTY: TestCardInput = { number: '', expiry: '', cvc: '', name: '' };

/** 4242424242424242 as 4242 4242 4242 4242, as a card shows it. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** 1240 as 12/40: the slash comes by itself. */
function expiryOf(value: string, previous: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  // Typing the second digit adds the slash; deleting back over it does not bring it back.
  return digits.length === 2 && value.length > previous.length ? `${digits}/` : digits;
}

/** Field errors a 400 answer names (`body.number`...). */
export function fieldErrorsOf(error: unknown): CardErrors | null {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return null;
  const errors: CardErrors = {};
  for (const detail of error.details as { path?: string; message?: string }[]) {
    const key = detail.path?.replace(/^body\./, '') as Field | undefined;
    if (key && key in EMPTY && !errors[key]) errors[key] = detail.message;
  }
  return Object.keys(errors).length ? errors : null;
}

/** The card form of the test checkout: labelled fields, errors beside them, keyboard only. */
export function CardForm(props: {
  payLabel: string;
  busy: boolean;
  serverErrors: CardErrors | null;
  onPay: (card: TestCardInput) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [card, setCard] = useState<TestCardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const shown = { ...props.serverErrors, ...errors };

  const set = (field: Field, value: string) => {
    setCard((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = testCardSchema.safeParse(card);
    if (!result.success) {
      const next: CardErrors = {};
      for (const issue of result.error.issues) {
        const key = issue.path[0] as Field | undefined;
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      const first = (Object.keys(EMPTY) as Field[]).find((field) => next[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    props.onPay(card);
  }

  function input(
    field: Field,
    label: string,
    extra: Pick<InputTextProps, 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength'>,
    onChange?: (value: string) => string,
  ) {
    const errorId = `${id}-${field}-error`;
    return (
      <div className={`card-form__field card-form__field--${field}`}>
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <InputText
          id={`${id}-${field}`}
          value={card[field]}
          onChange={(event) =>
            set(field, onChange ? onChange(event.target.value) : event.target.value)
          }
          invalid={Boolean(shown[field])}
          aria-invalid={Boolean(shown[field])}
          aria-describedby={shown[field] ? errorId : undefined}
          aria-required
          disabled={props.busy}
          {...extra}
        />
        <FieldError id={errorId} message={shown[field]} />
      </div>
    );
  }

  return (
    <form className="card-form" onSubmit={submit} noValidate>
      {input(
        'number',
        t('checkout.card.number'),
        { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
        groupDigits,
      )}
      <div className="card-form__row">
        {input(
          'expiry',
          t('checkout.card.expiry'),
          { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
          (value) => expiryOf(value, card.expiry),
        )}
        {input('cvc', t('checkout.card.cvc'), {
          inputMode: 'numeric',
          autoComplete: 'cc-csc',
          maxLength: 4,
          placeholder: '123',
        })}
      </div>
      {input('name', t('checkout.card.name'), { autoComplete: 'cc-name' })}
      <Button type="submit" icon="pi pi-lock" label={props.payLabel} loading={props.busy} />
    </form>
  );
}
