import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LinkedinInput, linkedinError } from './linkedin-input.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="li">LinkedIn</label>
      <LinkedinInput id="li" value={value} onChange={setValue} />
    </>
  );
}

describe('LinkedinInput', () => {
  it('turns a pasted full URL into linkedin.com/in/{name}/', () => {
    render(<Harness />);
    const input = screen.getByLabelText('LinkedIn');
    fireEvent.paste(input, {
      clipboardData: { getData: () => 'https://www.linkedin.com/in/jane-doe/?trk=abc' },
    });
    expect(input).toHaveProperty('value', 'linkedin.com/in/jane-doe/');
  });

  it('normalises a typed @name when the field is left, and keeps what it cannot read', () => {
    render(<Harness />);
    const input = screen.getByLabelText('LinkedIn');
    fireEvent.change(input, { target: { value: '@jane_doe' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', 'linkedin.com/in/jane_doe/');
    fireEvent.change(input, { target: { value: 'https://example.com/jane ' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', 'https://example.com/jane');
  });

  it('names the message of each rule', () => {
    expect(linkedinError('', true)).toBe('referrals.validation.linkedinRequired');
    expect(linkedinError('', false)).toBeNull();
    expect(linkedinError('jane doe!', true)).toBe('referrals.validation.linkedinUsername');
    expect(linkedinError('example.com/in/x', true)).toBe('referrals.validation.linkedinUrl');
    expect(linkedinError('linkedin.com/in/x/', true)).toBeNull();
  });
});
