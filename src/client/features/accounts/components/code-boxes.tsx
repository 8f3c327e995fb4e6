import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const CODE_LENGTH = 6;

type CodeBoxesProps = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  idPrefix?: string;
};

/**
 * Six one-digit boxes: typing a digit moves to the next box, Backspace on an empty box goes back,
 * and pasting a code (spaces and dashes ignored) fills every box.
 */
export function CodeBoxes({ value, onChange, disabled, idPrefix = 'code' }: CodeBoxesProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: CODE_LENGTH }, (_, i) => value[i] ?? '');
  const focus = (index: number) =>
    refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next.join('').replace(/\s/g, ''));
  };

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (typed.length > 1) {
      fill(typed, index);
      return;
    }
    setDigit(index, typed);
    if (typed) focus(index + 1);
  };

  const fill = (text: string, from = 0) => {
    const clean = text.replace(/\D/g, '');
    if (!clean) return;
    const next = [...digits];
    for (let i = 0; i < clean.length && from + i < CODE_LENGTH; i += 1) next[from + i] = clean[i]!;
    onChange(next.join(''));
    focus(Math.min(from + clean.length, CODE_LENGTH - 1));
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(event.clipboardData.getData('text'), index);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault();
      setDigit(index - 1 < 0 ? 0 : index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  return (
    <div className="code-boxes" role="group" aria-label={t('accounts.confirmEmail.code')}>
      {digits.map((digit, index) => (
        <input
          key={index}
          id={`${idPrefix}-${index}`}
          ref={(element) => {
            refs.current[index] = element;
          }}
          className="code-boxes__box p-inputtext"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={CODE_LENGTH}
          aria-label={t('accounts.confirmEmail.digit', { n: index + 1 })}
          value={digit}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onPaste={(event) => onPaste(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
