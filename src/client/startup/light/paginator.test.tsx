import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Paginator, pageLinks, type PaginatorLabels } from './paginator.tsx';

const labels: PaginatorLabels = {
  previous: 'Previous Page',
  next: 'Next Page',
  page: (page) => `Page ${page}`,
  report: 'Showing {first} to {last} of {totalRecords}',
};

function renderPaginator(first: number, totalRecords: number) {
  const onPageChange = vi.fn();
  render(
    <Paginator
      first={first}
      rows={10}
      totalRecords={totalRecords}
      pageLinkSize={3}
      labels={labels}
      onPageChange={onPageChange}
    />,
  );
  return onPageChange;
}

const pageButtons = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.classList.contains('p-paginator-page'))
    .map((button) => button.textContent);

describe('light Paginator', () => {
  it('keeps the current page in the middle of three links where it can', () => {
    expect(pageLinks(0, 6, 3)).toEqual([0, 1, 2]);
    expect(pageLinks(2, 6, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 6, 3)).toEqual([3, 4, 5]);
    expect(pageLinks(0, 2, 3)).toEqual([0, 1]);
    expect(pageLinks(0, 0, 3)).toEqual([]);
  });

  it('shows the report and the links; Previous is disabled on the first page', async () => {
    const onPageChange = renderPaginator(0, 57);
    expect(screen.getByText('Showing 1 to 10 of 57')).toBeTruthy();
    expect(pageButtons()).toEqual(['1', '2', '3']);
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous Page' });
    expect(previous.disabled).toBe(true);
    expect(previous.classList.contains('p-disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).toHaveBeenCalledTimes(2); // the current page is not asked for again
  });

  it('on the last page: the last rows counted, Next disabled, keyboard works', async () => {
    const onPageChange = renderPaginator(50, 57);
    expect(screen.getByText('Showing 51 to 57 of 57')).toBeTruthy();
    expect(pageButtons()).toEqual(['4', '5', '6']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next Page' }).disabled).toBe(
      true,
    );
    screen.getByRole('button', { name: 'Previous Page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('with no records: both steps disabled, no links, a report of zeros', () => {
    renderPaginator(0, 0);
    expect(screen.getByText('Showing 0 to 0 of 0')).toBeTruthy();
    expect(pageButtons()).toEqual([]);
    for (const name of ['Previous Page', 'Next Page'])
      expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
  });
});
