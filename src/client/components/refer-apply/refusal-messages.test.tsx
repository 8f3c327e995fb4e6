import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { referRequestSchema } from '#shared/schemas/referrals.ts';
import { createQueryClient } from '#client/api/query-client.ts';
import { registerToastSink, type ToastMessage } from '#client/components/toast/toast.ts';
import { onTestCleanup } from '#client/test/cleanups.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { useReferSubmit } from './use-refer-submit.ts';

function withClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

const payload = referRequestSchema.parse({
  mode: 'existing',
  jobId: 'a'.repeat(32),
  candidateId: 'b'.repeat(32),
  cvFileId: 'c'.repeat(32),
  term1Accepted: true,
  term2Accepted: true,
});

/** The toast a refused referral shows for the server's answer. */
async function toastFor(answer: Record<string, unknown>) {
  const shown: ToastMessage[] = [];
  onTestCleanup(registerToastSink((message) => shown.push(message)));
  mockFetch((url, init) =>
    url === '/api/referrals' && init.method === 'POST' ? { body: answer } : { status: 404 },
  );
  const { result } = renderHook(() => useReferSubmit(() => undefined), { wrapper: withClient });
  await act(() => result.current.submit(payload, null));
  return shown.map((toast) => toast.detail);
}

describe('a refused referral says why', () => {
  it('each reason its own text; a duplicate says it was already referred', async () => {
    expect(await toastFor({ status: -1, reason: 'self', message: 'x' })).toEqual([
      'You cannot refer yourself: a reward is for bringing someone else.',
    ]);
    expect(await toastFor({ status: -1, reason: 'objected', message: 'x' })).toEqual([
      'This person has objected to being referred by you. You cannot refer them again.',
    ]);
    expect(await toastFor({ status: -1, reason: 'represented', message: 'x' })).toEqual([
      'Another recruiter already represents this person for this company. You can refer them here once that period ends.',
    ]);
    expect(await toastFor({ status: -1, message: 'x' })).toEqual([
      'This candidate has already been referred to this job.',
    ]);
  });
});
