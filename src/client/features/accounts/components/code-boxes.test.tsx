import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeBoxes } from './code-boxes.tsx';

function Harness({ onValue }: { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CodeBoxes
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output>{value}</output>
    </>
  );
}

describe('six code boxes', () => {
  it('moves to the next box after each digit and ignores letters', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('1a2345');
    expect(screen.getByText('12345')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 6 of 6'));
    await user.keyboard('6');
    expect(screen.getByText('123456')).toBeTruthy();
  });

  it('fills every box from a pasted code with spaces', () => {
    render(<Harness />);
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), {
      clipboardData: { getData: () => '987 654' },
    });
    expect(screen.getByText('987654')).toBeTruthy();
    expect((screen.getByLabelText('Digit 3 of 6') as HTMLInputElement).value).toBe('7');
  });

  it('goes back with Backspace on an empty box', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('12');
    await user.keyboard('{Backspace}');
    expect(screen.getByText('1')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 2 of 6'));
  });
});
