import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '#client/api/query-client.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { ExistingCandidateForm } from './existing-candidate-form.tsx';

vi.setConfig({ testTimeout: 20_000 });

function renderForm(jobId: string | null) {
  queryClient.clear();
  const posted: string[] = [];
  mockFetch((url, init) => {
    if (init.method === 'POST') posted.push(url);
    if (url.startsWith('/api/referrals/candidates?'))
      return { body: { items: [], total: 0, page: 1, size: 4 } };
    return { status: 404, body: { code: 'not_found', message: 'x' } };
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ExistingCandidateForm jobId={jobId} onCancel={() => undefined} onDone={() => undefined} />
    </QueryClientProvider>,
  );
  return posted;
}

describe('refer an existing candidate', () => {
  it("answers 'Please select a job' when the dialog has no job, and sends nothing", async () => {
    const posted = renderForm(null);
    await userEvent.click(screen.getByRole('button', { name: 'Refer' }));
    expect(await screen.findByText('Please select a job')).toBeTruthy();
    expect(screen.getByText('Please select a candidate')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('asks only for the candidate when the job came with the dialog', async () => {
    renderForm('0123456789abcdef0123456789abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Refer' }));
    expect(await screen.findByText('Please select a candidate')).toBeTruthy();
    expect(screen.queryByText('Please select a job')).toBeNull();
  });
});
