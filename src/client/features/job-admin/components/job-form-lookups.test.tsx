import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { EMPTY_FORM } from './form-state.ts';
import { JobForm } from './job-form.tsx';

vi.setConfig({ testTimeout: 30_000 });

// Quill does not run in jsdom; the rich-text boxes are not what this test is about.
vi.mock('#client/components/rich-text-field/rich-text-field.tsx', () => ({
  RichTextField: (props: { label: string }) => <textarea aria-label={props.label} />,
}));

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const item = (id: number, description: string) => ({ id, code: `c${id}`, description });
const LOOKUPS: Record<string, ReturnType<typeof item>[]> = {
  industries: [item(3, 'Software')],
  'job-types': [item(4, 'Full time')],
  'job-statuses': [item(JOB_STATUS.open, 'Open'), item(JOB_STATUS.draft, 'Draft')],
  'recruitment-types': [item(1, 'Direct')],
  'remote-types': [item(1, 'On site')],
  'salary-types': [item(1, 'Monthly')],
};
const COMPANIES = [{ id: 'c-1', name: 'Acme', defaultCurrency: 'USD' }];

/** The lookups named in `down` answer 500 while it holds them; every other call answers. */
function serve(down: Set<string>) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    const kind = path.replace('/api/lookups/', '');
    if (LOOKUPS[kind]) return down.has(kind) ? FAILED : { body: { items: LOOKUPS[kind] } };
    if (path === '/api/lookups/countries') return { body: { items: [] } };
    if (path === '/api/job-admin/companies')
      return down.has('companies') ? FAILED : { body: { items: COMPANIES } };
    if (path === '/api/job-admin/companies/c-1/people')
      return { body: { members: [], recruiters: [] } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

function renderForm() {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <JobForm
          initial={{ ...EMPTY_FORM, industryId: 3, jobTypeId: 4, statusId: JOB_STATUS.draft }}
          onSaved={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fieldOf = (label: string) =>
  screen.getByLabelText(label).closest('.job-form__field') as HTMLElement;
/** The chosen entry's name, as the dropdown shows it (empty while its list is missing). */
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the job form’s dropdowns whose choices could not load', () => {
  it('say so under industry, job type and status, and Try Again brings each list', async () => {
    const down = new Set(['industries', 'job-types', 'job-statuses']);
    serve(down);
    renderForm();

    for (const label of ['Industry', 'Job type', 'Status']) {
      const alert = await within(fieldOf(label)).findByRole('alert');
      expect(alert.textContent).toContain('The choices could not be loaded.');
      expect(valueOf(label)).toBe('');
    }
    expect(within(fieldOf('Remote type')).queryByRole('alert')).toBeNull();

    down.clear();
    const user = userEvent.setup();
    for (const [label, chosen] of [
      ['Industry', 'Software'],
      ['Job type', 'Full time'],
      ['Status', 'Draft'],
    ] as const) {
      const alert = within(fieldOf(label)).getByRole('alert');
      await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
      await waitFor(() => expect(valueOf(label)).toBe(chosen));
      expect(within(fieldOf(label)).queryByRole('alert')).toBeNull();
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('say so in Turkish, and a company list that could not load offers Try Again too', async () => {
    await i18next.changeLanguage('tr');
    const down = new Set(['industries', 'companies']);
    serve(down);
    renderForm();

    const industry = await within(fieldOf('Sektör')).findByRole('alert');
    expect(industry.textContent).toContain('Seçenekler yüklenemedi.');
    expect(within(industry).getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
    const company = await within(fieldOf('Şirket')).findByRole('alert');
    expect(company.textContent).toContain('Şirketler yüklenemedi.');

    down.clear();
    await userEvent.click(within(company).getByRole('button', { name: 'Tekrar Dene' }));
    // One company: the form takes it without asking, so its field goes away.
    await waitFor(() => expect(screen.queryByLabelText('Şirket')).toBeNull());
  });
});
