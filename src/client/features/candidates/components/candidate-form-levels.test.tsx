import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateDetail } from '#shared/schemas/candidates.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { CandidateForm } from './candidate-form.tsx';

vi.setConfig({ testTimeout: 30_000 });

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const LEVELS = [{ id: 2, code: 'bsc', description: 'Bachelor' }];
const CANDIDATE: CandidateDetail = {
  id: 'cand-1',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  mobile: null,
  linkedinPage: null,
  countryId: null,
  cityId: null,
  educationLevelId: 2,
  notes: null,
  ownerId: 'u-1',
  ownerName: 'Rec Ruiter',
  referralCount: 0,
  cvs: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The education levels answer 500 while `down.levels`; the countries answer (empty). */
function serve(down: { levels: boolean }) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/candidates/education-levels')
      return down.levels ? FAILED : { body: { items: LEVELS } };
    if (path.startsWith('/api/lookups/countries')) return { body: { items: [] } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

function renderForm() {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CandidateForm
          candidate={CANDIDATE}
          prefillFromCv={false}
          onSaved={() => undefined}
          onCancel={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fieldOf = (label: string) =>
  screen.getByLabelText(label).closest('.referral-form__field') as HTMLElement;
/** The chosen level's name, as the dropdown shows it (empty while its list is missing). */
const levelShown = () =>
  document.querySelector('.candidate-form__level .p-dropdown-label')?.textContent;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the candidate form’s education levels that could not load', () => {
  it('say so under the field, and Try Again brings the list and the chosen level', async () => {
    const down = { levels: true };
    const calls = serve(down);
    renderForm();

    const alert = await within(fieldOf('Education level')).findByRole('alert');
    expect(alert.textContent).toContain('The education levels could not be loaded.');
    expect(levelShown()).not.toBe('Bachelor');

    down.levels = false;
    const before = calls.mock.calls.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(levelShown()).toBe('Bachelor'));
    expect(calls.mock.calls.length).toBeGreaterThan(before);
    expect(within(fieldOf('Education level')).queryByRole('alert')).toBeNull();
  });

  it('say so in Turkish, and Tekrar Dene brings the list', async () => {
    await i18next.changeLanguage('tr');
    const down = { levels: true };
    serve(down);
    renderForm();

    const alert = await within(fieldOf('Eğitim düzeyi')).findByRole('alert');
    expect(alert.textContent).toContain('Eğitim düzeyleri yüklenemedi.');
    down.levels = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(levelShown()).toBe('Bachelor'));
  });
});
