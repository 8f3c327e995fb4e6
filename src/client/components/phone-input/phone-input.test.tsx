import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { defaultPhoneCountry, phoneCountries } from './phone-countries.ts';
import { PhoneInput } from './phone-input.tsx';

function Harness({ seen }: { seen: { value: string; valid: boolean }[] }) {
  const [value, setValue] = useState('');
  return (
    <QueryClientProvider client={new QueryClient()}>
      <label htmlFor="phone">Mobile</label>
      <PhoneInput
        id="phone"
        value={value}
        onChange={setValue}
        onValidityChange={(valid) => seen.push({ value, valid })}
      />
      <output data-testid="value">{value}</output>
    </QueryClientProvider>
  );
}

describe('PhoneInput', () => {
  it('defaults to the located country and emits E.164 once the number is valid', async () => {
    mockFetch(() => ({ body: { iso2: 'TR', source: 'language' } }));
    const seen: { value: string; valid: boolean }[] = [];
    render(<Harness seen={seen} />);
    await waitFor(() => expect(screen.getByText('+90')).toBeTruthy());
    const input = screen.getByLabelText('Mobile');
    fireEvent.change(input, { target: { value: '53' } });
    expect(screen.getByTestId('value').textContent).toBe('+9053');
    expect(seen.at(-1)?.valid).toBe(false);
    fireEvent.change(input, { target: { value: '532 123 45 67' } });
    expect(screen.getByTestId('value').textContent).toBe('+905321234567');
    expect(seen.at(-1)?.valid).toBe(true);
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(seen.at(-1)?.valid).toBe(false);
  });

  it('takes a number typed with its dial code and picks its country', async () => {
    mockFetch(() => ({ body: { iso2: 'US', source: 'language' } }));
    const seen: { value: string; valid: boolean }[] = [];
    render(<Harness seen={seen} />);
    await waitFor(() => expect(screen.getByText('+1')).toBeTruthy());
    const input = screen.getByLabelText('Mobile');
    fireEvent.change(input, { target: { value: '+9' } });
    expect((input as HTMLInputElement).value).toBe('+9');
    expect(seen.at(-1)?.valid).toBe(false);
    fireEvent.change(input, { target: { value: '+90 532 123 45 67' } });
    expect(screen.getByTestId('value').textContent).toBe('+905321234567');
    expect(screen.getByText('+90')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('5321234567');
    expect(seen.at(-1)?.valid).toBe(true);
    fireEvent.change(input, { target: { value: '0044 7911 123456' } });
    expect(screen.getByTestId('value').textContent).toBe('+447911123456');
  });

  it('falls back to TR, then GB, then the first country', () => {
    const all = phoneCountries('en');
    expect(defaultPhoneCountry(all, 'DE')).toBe('DE');
    expect(defaultPhoneCountry(all, null)).toBe('TR');
    expect(defaultPhoneCountry(all, 'ZZ')).toBe('TR');
    const noTurkey = all.filter((country) => country.iso2 !== 'TR');
    expect(defaultPhoneCountry(noTurkey, null)).toBe('GB');
    const neither = noTurkey.filter((country) => country.iso2 !== 'GB');
    expect(defaultPhoneCountry(neither, null)).toBe(neither[0]?.iso2);
  });
});
