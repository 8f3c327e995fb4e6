import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CandidateSummary } from '#shared/schemas/candidates.ts';
import { queryClient } from '#client/api/query-client.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { CandidatePicker } from './candidate-picker.tsx';

vi.setConfig({ testTimeout: 20_000 });

const ADA: CandidateSummary = {
  id: '0123456789abcdef0123456789abcdef',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.test',
  mobile: null,
  linkedinPage: null,
  countryName: null,
  cityName: null,
  cvCount: 1,
};

describe('candidate picker', () => {
  it('selects a candidate when the row is clicked, not only its radio button', async () => {
    queryClient.clear();
    mockFetch((url) =>
      url.startsWith('/api/referrals/candidates?')
        ? { body: { items: [ADA], total: 1, page: 1, size: 4 } }
        : { status: 404, body: { code: 'not_found', message: 'x' } },
    );
    const onSelect = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <CandidatePicker selected={null} onSelect={onSelect} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByText('ada@example.test'));
    expect(onSelect).toHaveBeenCalledWith(ADA);
  });
});
