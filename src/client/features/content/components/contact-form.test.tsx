import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { ContactForm } from './contact-form.tsx';

vi.setConfig({ testTimeout: 30_000 });

describe('the contact form’s subjects', () => {
  it('say when they could not load, and Try Again brings them', async () => {
    let down = true;
    mockFetch((raw) => {
      const path = new URL(raw, 'http://test.invalid').pathname;
      if (path === '/api/contact/subjects')
        return down
          ? { status: 500, body: { code: 'internal', message: 'Internal error' } }
          : { body: { subjects: [{ id: 3, description: 'Partnership' }] } };
      return { body: { items: [] } };
    });
    // The app's retries (1 s, then 2 s) are not what this test is about.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ContactForm />
      </QueryClientProvider>,
    );
    const field = screen.getByLabelText(/^Subject/).closest('.form-field') as HTMLElement;

    const alert = await within(field).findByRole('alert');
    expect(alert.textContent).toContain('The subjects could not be loaded. Please try again.');

    down = false;
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(field).queryByRole('alert')).toBeNull());
    await user.click(field.querySelector('.p-dropdown') as HTMLElement);
    expect(await screen.findByRole('option', { name: 'Partnership', hidden: true })).toBeTruthy();
  });
});
