import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/api/api-error.ts';
import { useMe } from '#client/session/api/get-me.ts';
import { registerToastSink, type ToastMessage } from '#client/components/toast/toast.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { onTestCleanup } from '#client/test/cleanups.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { useMenuLoadFailureToast } from './menu-load-failure.ts';

function toasts() {
  const shown: ToastMessage[] = [];
  onTestCleanup(registerToastSink((message) => shown.push(message)));
  return shown;
}

function withClient({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderMenu() {
  return renderHook(
    () => {
      const me = useMe(true);
      useMenuLoadFailureToast(me);
      return me;
    },
    { wrapper: withClient },
  );
}

describe('the user menu that fails to load', () => {
  it('shows the spec’s toast once, in the language on screen', async () => {
    const shown = toasts();
    mockFetch(() => ({
      status: 500,
      body: { code: 'internal', message: 'Internal server error' },
    }));
    const { result } = renderMenu();
    await waitFor(() => expect(result.current.isError).toBe(true));
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      severity: 'error',
      summary: 'Error',
      detail: 'Error loading user menu. Please try again.',
    });

    await i18next.changeLanguage('tr');
    onTestCleanup(() => void i18next.changeLanguage('en'));
    const turkish = toasts();
    const again = renderMenu();
    await waitFor(() => expect(again.result.current.isError).toBe(true));
    await waitFor(() => expect(turkish).toHaveLength(1));
    expect(turkish[0]?.detail).toBe(
      'Kullanıcı menüsü yüklenirken hata oluştu. Lütfen tekrar deneyin.',
    );
  });

  it('leaves a refused session to the session: no menu toast', async () => {
    const shown = toasts();
    mockFetch(() => ({ status: 401, body: { code: 'unauthorized', message: 'No' } }));
    const refused = renderMenu();
    await waitFor(() => expect(refused.result.current.error).toBeInstanceOf(ApiError));
    expect(shown).toHaveLength(0);
  });
});
