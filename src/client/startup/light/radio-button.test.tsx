import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioButton } from './radio-button.tsx';

function Group({ onPick }: { onPick: (value: string) => void }) {
  const [picked, setPicked] = useState<string | undefined>();
  return (
    <fieldset>
      <legend>Job type</legend>
      {['contract', 'fulltime'].map((code) => (
        <span key={code}>
          <RadioButton
            inputId={`quick-${code}`}
            name="quick"
            value={code}
            checked={picked === code}
            onChange={(value) => {
              setPicked(value);
              onPick(value);
            }}
          />
          <label htmlFor={`quick-${code}`}>{code}</label>
        </span>
      ))}
    </fieldset>
  );
}

describe('light RadioButton', () => {
  it('is a labelled native radio; a click on the label picks it and highlights its box', async () => {
    const onPick = vi.fn();
    render(<Group onPick={onPick} />);
    const contract = screen.getByRole<HTMLInputElement>('radio', { name: 'contract' });
    expect(contract.checked).toBe(false);
    await userEvent.click(screen.getByText('contract'));
    expect(onPick).toHaveBeenCalledWith('contract');
    expect(contract.checked).toBe(true);
    expect(contract.closest('.p-radiobutton')?.classList.contains('p-highlight')).toBe(true);
  });

  it('is picked with Space once focused; one choice at a time', async () => {
    const onPick = vi.fn();
    render(<Group onPick={onPick} />);
    await userEvent.click(screen.getByRole('radio', { name: 'contract' }));
    const fulltime = screen.getByRole<HTMLInputElement>('radio', { name: 'fulltime' });
    fulltime.focus();
    await userEvent.keyboard(' ');
    expect(onPick).toHaveBeenLastCalledWith('fulltime');
    expect(fulltime.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'contract' }).checked).toBe(false);
  });

  it('is not picked when disabled', async () => {
    const onChange = vi.fn();
    render(
      <>
        <RadioButton inputId="r" name="r" value="a" checked={false} onChange={onChange} disabled />
        <label htmlFor="r">A</label>
      </>,
    );
    const radio = screen.getByRole('radio', { name: 'A' });
    expect(radio.closest('.p-radiobutton')?.classList.contains('p-disabled')).toBe(true);
    await userEvent.click(radio);
    expect(onChange).not.toHaveBeenCalled();
  });
});
