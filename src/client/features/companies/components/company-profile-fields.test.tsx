import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { CompanyProfileFields } from './company-profile-fields.tsx';

vi.setConfig({ testTimeout: 30_000 });

// Quill does not run in jsdom; the description box is not what this test is about.
vi.mock('#client/components/rich-text-field/rich-text-field.tsx', () => ({
  RichTextField: (props: { label: string }) => <textarea aria-label={props.label} />,
}));

const FAILED = { status: 500, body: { code: 'internal', message: 'Internal error' } };
const INDUSTRIES = [{ id: 3, code: 'software', description: 'Software' }];

/** The industries answer 500 while `down.industries`. */
function serve(down: { industries: boolean }) {
  return mockFetch((raw) => {
    const path = new URL(raw, 'http://test.invalid').pathname;
    if (path === '/api/lookups/industries')
      return down.industries ? FAILED : { body: { items: INDUSTRIES } };
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  });
}

function renderFields() {
  // The app's retries (1 s, then 2 s) are not what this test is about.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CompanyProfileFields
        idBase="profile"
        values={{ website: '', industryId: 3, description: '' }}
        errors={{}}
        readOnly={false}
        onChange={() => undefined}
      />
    </QueryClientProvider>,
  );
}

const fieldOf = (label: string) =>
  screen.getByLabelText(label).closest('.company-form__field') as HTMLElement;
/** The chosen industry's name, as the dropdown shows it (empty while its list is missing). */
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('a company profile whose industries could not load', () => {
  it('says so under the industry field, and Try Again brings them', async () => {
    const down = { industries: true };
    serve(down);
    renderFields();

    const alert = await within(fieldOf('Industry')).findByRole('alert');
    expect(alert.textContent).toContain('The industries could not be loaded.');
    expect(valueOf('Industry')).toBe('');

    down.industries = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(valueOf('Industry')).toBe('Software'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in Turkish, with Tekrar Dene', async () => {
    await i18next.changeLanguage('tr');
    serve({ industries: true });
    renderFields();
    const alert = await within(fieldOf('Sektör')).findByRole('alert');
    expect(alert.textContent).toContain('Sektörler yüklenemedi.');
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
  });
});
