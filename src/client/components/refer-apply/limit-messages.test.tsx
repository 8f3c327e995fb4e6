import { QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { referRequestSchema } from '#shared/schemas/referrals.ts';
import { createQueryClient } from '#client/api/query-client.ts';
import { registerToastSink, type ToastMessage } from '#client/components/toast/toast.ts';
import { sessionStore } from '#client/session/session-store.ts';
import { onTestCleanup } from '#client/test/cleanups.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { createSession, createUser } from '#client/test/session-fixtures.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import { useReferSubmit } from './use-refer-submit.ts';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const LIMITED = {
  status: 429,
  body: {
    code: 'rate_limited',
    message: 'Too many attempts. Please wait a moment and try again.',
    details: { retryAfterSeconds: 3 * 3600 },
  },
};
const WAIT_EN = 'The limit has been reached. You can try again in 3 hours.';
const JOB_ID = 'a'.repeat(32);
const CV = {
  id: 'c'.repeat(32),
  name: 'cv.pdf',
  sizeBytes: 2048,
  mimeType: 'application/pdf',
  createdAt: '2026-10-22T10:00:00.000Z',
  url: '/api/files/c',
};

/** The toasts shown from now on. */
function toasts() {
  const shown: ToastMessage[] = [];
  onTestCleanup(registerToastSink((message) => shown.push(message)));
  return shown;
}

function withClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('a refused referral or application says when the person can try again', () => {
  it('refer', async () => {
    const shown = toasts();
    mockFetch((url, init) =>
      url === '/api/referrals' && init.method === 'POST' ? LIMITED : { status: 404 },
    );
    const { result } = renderHook(() => useReferSubmit(() => undefined), { wrapper: withClient });
    const payload = referRequestSchema.parse({
      mode: 'existing',
      jobId: JOB_ID,
      candidateId: 'b'.repeat(32),
      cvFileId: CV.id,
      term1Accepted: true,
      term2Accepted: true,
    });
    await act(() => result.current.submit(payload, null));
    expect(shown).toEqual([expect.objectContaining({ severity: 'error', detail: WAIT_EN })]);
  });

  it('apply', async () => {
    const shown = toasts();
    sessionStore.setSession(
      createSession({ user: createUser({ roleId: 3, linkedinPage: 'linkedin.com/in/ada/' }) }),
    );
    mockFetch((url, init) => {
      if (url === '/api/applications' && init.method === 'POST') return LIMITED;
      if (url === '/api/referrals/candidates/mine/cvs') return { body: { items: [CV] } };
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    });
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <ApplyDialog
              job={{ id: JOB_ID, title: 'Data Engineer' }}
              onClose={() => undefined}
              onDone={() => undefined}
            />
          ),
        },
      ],
      { initialEntries: ['/jobs'] },
    );
    render(<RouterProvider router={router} />, { wrapper: withClient });
    const user = userEvent.setup();
    await screen.findByText('cv.pdf');
    await user.click(document.getElementById('apply-terms-term1') as HTMLElement);
    await user.click(document.getElementById('apply-terms-term2') as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(shown).toEqual([expect.objectContaining({ severity: 'error', detail: WAIT_EN })]),
    );
  });
});
