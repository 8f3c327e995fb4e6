import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldError } from '#client/components/form/field-error.tsx';

type TextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  full?: boolean;
};

/** A labelled input bound to the form, its message read out by screen readers. */
export function TextField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  hint,
  full,
}: TextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
          .filter(Boolean)
          .join(' ');
        const common = {
          invalid: Boolean(error),
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy || undefined,
          autoComplete,
          placeholder,
        };
        return (
          <div className={`form-field${full ? ' form-field--full' : ''}`}>
            <label htmlFor={id}>{label}</label>
            {type === 'password' ? (
              <Password
                inputId={id}
                inputRef={field.ref}
                value={(field.value as string | undefined) ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                feedback={false}
                toggleMask
                {...common}
              />
            ) : (
              <InputText
                id={id}
                ref={field.ref}
                type={type}
                value={(field.value as string | undefined) ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                {...common}
              />
            )}
            {hint && (
              <small id={`${id}-hint`} className="form-field__hint">
                {hint}
              </small>
            )}
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      }}
    />
  );
}
