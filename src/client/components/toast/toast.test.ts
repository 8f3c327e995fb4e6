import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from './toast.ts';

describe('showToast', () => {
  let toast: typeof ToastModule;
  beforeEach(async () => {
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['Date'] });
    toast = await import('./toast.ts');
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the host once, on the first toast, and shows the waiting ones when it registers', () => {
    const asked = vi.fn();
    toast.subscribeToastRequests(asked);
    expect(toast.toastRequested()).toBe(false);

    toast.showToast({ severity: 'success', summary: 'Copied' });
    toast.showToast({ severity: 'info', summary: 'Second', life: 10_000 });
    expect(toast.toastRequested()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);

    const shown = vi.fn();
    toast.registerToastSink(shown);
    expect(shown.mock.calls.map(([message]) => message)).toEqual([
      { severity: 'success', summary: 'Copied', life: 3000 },
      { severity: 'info', summary: 'Second', life: 10_000 },
    ]);
  });

  it('shows a waiting toast for its whole life even when the host arrives after it', () => {
    toast.showToast({ severity: 'error', summary: 'Not sent' });
    vi.setSystemTime(Date.now() + 10_000);
    toast.showToast({ severity: 'success', summary: 'New' });
    const shown = vi.fn();
    toast.registerToastSink(shown);
    expect(shown.mock.calls.map(([message]) => message)).toEqual([
      { severity: 'error', summary: 'Not sent', life: 3000 },
      { severity: 'success', summary: 'New', life: 3000 },
    ]);
  });

  it('hands toasts straight to a registered host, and keeps them after it is gone', () => {
    const shown = vi.fn();
    const unregister = toast.registerToastSink(shown);
    toast.showToast({ severity: 'error', summary: 'Failed' });
    expect(shown).toHaveBeenCalledTimes(1);
    unregister();
    toast.showToast({ severity: 'error', summary: 'Later' });
    expect(shown).toHaveBeenCalledTimes(1);
    const next = vi.fn();
    toast.registerToastSink(next);
    expect(next).toHaveBeenCalledWith(expect.objectContaining({ summary: 'Later' }));
  });
});
