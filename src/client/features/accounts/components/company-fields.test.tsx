import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/api/query-client.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { CompanyContactFields } from './company-fields.tsx';

vi.setConfig({ testTimeout: 20_000 });

function Form({ onValues }: { onValues: (values: { email: string; phone: string }) => void }) {
  const form = useForm({ defaultValues: { email: '', phone: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <CompanyContactFields control={form.control} names={['email', 'phone']} idPrefix="company" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('company contact fields', () => {
  it('take the phone with the shared phone input: a country with its dial code, E.164 out', async () => {
    mockFetch((url) =>
      url.startsWith('/api/geo/country')
        ? { body: { iso2: 'TR' } }
        : { status: 404, body: { code: 'not_found', message: 'x' } },
    );
    const onValues = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Form onValues={onValues} />
      </QueryClientProvider>,
    );
    expect(document.querySelector('.phone-input .phone-input__country')).not.toBeNull();
    await waitFor(() => expect(screen.getByText('+90')).toBeTruthy());
    await userEvent.type(screen.getByLabelText('Phone'), '0532 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onValues).toHaveBeenCalledWith(
        expect.objectContaining({ phone: '+905321234567' }),
        expect.anything(),
      ),
    );
  });
});
