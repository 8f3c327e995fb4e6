import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { JOB_SUMMARY } from '#client/test/job-fixtures.ts';
import { JobsMobileList } from './jobs-mobile-list.tsx';
import type { JobsTableProps } from './jobs-table.tsx';

function renderList(overrides: Partial<JobsTableProps> = {}) {
  const props: JobsTableProps = {
    jobs: [JOB_SUMMARY],
    total: 57,
    page: 2,
    size: 10,
    sort: 'createDate',
    order: 'desc',
    loading: false,
    onPage: vi.fn(),
    onSort: vi.fn(),
    onRefer: vi.fn(),
    onApply: vi.fn(),
    ...overrides,
  };
  const router = createMemoryRouter([{ path: '*', element: <JobsMobileList {...props} /> }], {
    initialEntries: ['/jobs'],
  });
  render(<RouterProvider router={router} />);
  return props;
}

describe('the job list on phones', () => {
  it('sorts with a labelled select of every column in both directions', async () => {
    const props = renderList();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    expect(select.value).toBe('createDate:desc');
    expect(within(select).getAllByRole('option')).toHaveLength(10);
    await userEvent.selectOptions(select, 'Reward ↑');
    expect(props.onSort).toHaveBeenCalledWith('reward', 'asc');
  });

  it("pages with the spec's report; pages are 1-based for the caller", async () => {
    const props = renderList();
    expect(screen.getByText('Showing 11 to 20 of 57')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(props.onPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous Page' }));
    expect(props.onPage).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(props.onPage).toHaveBeenLastCalledWith(3);
    expect(props.onPage).toHaveBeenCalledTimes(3);
  });

  it('links each job to its page', () => {
    renderList();
    const link = screen.getByRole('link', { name: JOB_SUMMARY.title });
    expect(link.getAttribute('href')).toMatch(/^\/job-detail\//);
  });
});
