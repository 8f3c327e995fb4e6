import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { FunnelFilters } from './funnel-filters.tsx';

const JOBS = [{ id: 'j1', name: 'UX Researcher' }];
const COMPANIES = [{ id: 'c1', name: 'Kestrel Software GmbH' }];

function shown(container: HTMLElement) {
  return [...container.querySelectorAll('.p-dropdown-label')].map((label) => label.textContent);
}

describe('the funnel’s filters', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('say what an unset company or job means: all of them', () => {
    const { container } = render(
      <FunnelFilters
        filters={{ period: 'all' }}
        jobs={JOBS}
        companies={COMPANIES}
        showCompany
        onChange={() => undefined}
      />,
    );
    expect(shown(container)).toEqual(['All time', 'All companies', 'All jobs']);
  });

  it('ask for a company first where the jobs depend on it, in Turkish too', async () => {
    await i18next.changeLanguage('tr');
    const { container } = render(
      <FunnelFilters
        filters={{ period: '30d' }}
        jobs={[]}
        companies={COMPANIES}
        showCompany
        onChange={() => undefined}
      />,
    );
    expect(shown(container)).toEqual([
      'Son 30 gün',
      'Tüm şirketler',
      'İlana göre süzmek için bir şirket seçin',
    ]);
  });
});
