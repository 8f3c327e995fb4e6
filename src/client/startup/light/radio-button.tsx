import type { ComponentPropsWithRef } from 'react';
import { classNames } from './class-names.ts';

export type RadioButtonProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'onChange' | 'value' | 'checked' | 'id'
> & {
  inputId: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  invalid?: boolean;
};

/**
 * PrimeReact's RadioButton: a native radio (keyboard and forms as usual) inside the box the theme
 * draws. Controlled by `checked`, with nothing to do after mounting: PrimeReact's own re-writes
 * the input in an effect, a second render of every radio while a rendered page hydrates.
 */
export function RadioButton({
  inputId,
  value,
  checked,
  onChange,
  invalid,
  disabled,
  className,
  ...inputProps
}: RadioButtonProps) {
  return (
    <div
      className={classNames(
        'p-radiobutton p-component',
        checked && 'p-highlight',
        disabled && 'p-disabled',
        invalid && 'p-invalid',
      )}
      data-p-checked={checked}
    >
      <input
        {...inputProps}
        id={inputId}
        type="radio"
        className={classNames('p-radiobutton-input', className)}
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.checked) onChange(value);
        }}
      />
      <div className="p-radiobutton-box">
        <div className="p-radiobutton-icon" />
      </div>
    </div>
  );
}
