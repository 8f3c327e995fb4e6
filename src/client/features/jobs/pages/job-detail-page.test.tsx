import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobDetail, JobSummary } from '#shared/schemas/jobs.ts';
import { mockFetch } from '#client/test/fetch-mock.ts';
import { JOB_SUMMARY } from '#client/test/job-fixtures.ts';
import { renderApp } from '#client/test/render-app.tsx';

// A server error is tried three times (1 s, then 2 s apart) before the page says so.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const DETAIL: JobDetail = {
  ...JOB_SUMMARY,
  statusName: 'Open',
  statusColor: '#22c55e',
  companyWebsite: null,
  companyDescription: null,
  industryName: null,
  recruitmentTypeName: null,
  salary: { minMinor: null, maxMinor: null, currency: null, typeName: null },
  activeCount: 0,
  waitingCount: 0,
  viewCount: 1,
  progressPct: 0,
  descriptionHtml: '<p>Build pipelines.</p>',
  qualificationHtml: '',
  recruiters: [],
  responsibles: [],
};

const SIMILAR: JobSummary = {
  ...JOB_SUMMARY,
  id: 'b'.repeat(32),
  slug: 'acme-analyst',
  title: 'Analyst',
};

describe('job detail recovery', () => {
  it('replaces the similar jobs placeholders with the error and Try Again, which brings them', async () => {
    let down = true;
    mockFetch((raw) => {
      const url = new URL(raw, 'http://test.invalid');
      if (url.pathname === `/api/jobs/${DETAIL.id}`) return { body: DETAIL };
      if (url.pathname === `/api/jobs/${DETAIL.id}/similar`)
        return down
          ? { status: 500, body: { code: 'internal', message: 'Internal error' } }
          : { body: { items: [SIMILAR] } };
      return { status: 404, body: { code: 'not_found', message: 'Not found' } };
    });
    renderApp(`/job-detail/${DETAIL.slug}/${DETAIL.id}`);
    const similar = await screen.findByRole('region', { name: 'Similar Jobs' });

    const alert = await within(similar).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load jobs. Please try again.');
    expect(similar.querySelector('.similar-jobs__loading')).toBeNull();
    expect(within(similar).queryByText('No Similar Jobs Found')).toBeNull();

    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(similar).findByRole('link', { name: 'Analyst' })).toBeTruthy();
    expect(within(similar).queryByRole('alert')).toBeNull();
  });
});
