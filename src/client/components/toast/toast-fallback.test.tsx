import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { ToastFallback } from './toast-fallback.tsx';
import { showToast } from './toast.ts';

describe('the toasts drawn without PrimeReact', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await i18next.changeLanguage('en');
  });

  it('show each toast, errors as alerts, until its life ends', () => {
    vi.useFakeTimers();
    render(<ToastFallback />);
    act(() => {
      showToast({ severity: 'error', summary: 'Not sent', detail: 'Please try again.' });
      showToast({ severity: 'success', summary: 'Saved', life: 10_000 });
    });
    expect(screen.getByRole('alert').textContent).toContain('Not sentPlease try again.');
    expect(screen.getByRole('status').textContent).toContain('Saved');

    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(7_000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes a toast from its button, labelled in the reader’s language', async () => {
    await i18next.changeLanguage('tr');
    render(<ToastFallback />);
    act(() => showToast({ severity: 'warn', summary: 'Robot?', life: 60_000 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
