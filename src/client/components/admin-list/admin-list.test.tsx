import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '#client/i18n/i18n.ts';
import { AdminList } from './admin-list.tsx';

vi.setConfig({ testTimeout: 20_000 });

type Row = { id: number; name: string };
type Query = { page: number; size: number; sort: 'name' | 'id'; order: 'asc' | 'desc' } & Record<
  string,
  unknown
>;

/** Renders a described list whose fetcher answers from `answer` and records every query. */
function renderList(
  answer: (query: Query) => Promise<{ items: Row[]; total: number; totalIsEstimate?: boolean }>,
) {
  const queries: Query[] = [];
  const exported: unknown[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdminList
        texts={{
          tableLabel: 'People',
          search: 'Search',
          searchPlaceholder: 'Name',
          total: (count) => `${count} people`,
          empty: 'Nobody yet',
          emptyFiltered: 'Nobody matches',
          loadFailed: 'Could not load',
          retry: 'Retry',
          exportCsv: 'Export CSV',
        }}
        defaultSort={{ field: 'name', order: 'asc' }}
        sorts={['name', 'id'] as const}
        params={{ lang: 'en' }}
        filters={[
          { kind: 'text', name: 'owner', label: 'Owner' },
          { kind: 'date', name: 'from', label: 'From' },
        ]}
        queryOptions={(query: Query) =>
          queryOptions({
            queryKey: ['people', query],
            queryFn: () => {
              queries.push(query);
              return answer(query);
            },
          })
        }
        onExport={async (query) => {
          exported.push(query);
        }}
        columns={[
          { field: 'name', header: 'Name', sortable: true },
          { field: 'kind', header: 'Kind', body: () => i18next.t('billingHistory.kinds.hire') },
          { field: 'id', header: 'Number', sortable: true },
        ]}
        rowActions={{
          header: 'Actions',
          body: (row) => <button type="button">{`Open ${row.name}`}</button>,
        }}
      />
    </QueryClientProvider>,
  );
  return { queries, exported };
}

const people = (total: number) => async (query: Query) => ({
  items: Array.from(
    { length: Math.min(query.size, total - (query.page - 1) * query.size) },
    (_, n) => ({
      id: (query.page - 1) * query.size + n + 1,
      name: `Person ${(query.page - 1) * query.size + n + 1}`,
    }),
  ),
  total,
});

describe('AdminList', () => {
  it('redraws the cells in the new language when the language changes', async () => {
    renderList(people(1));
    const table = await screen.findByRole('table', { name: 'People' });
    expect(await within(table).findByText('Confirmed hire')).toBeTruthy();
    try {
      await i18next.changeLanguage('tr');
      expect(await within(screen.getByRole('table')).findByText('Onaylanan işe alım')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it("says a very large list's estimated total is an estimate, in each language", async () => {
    renderList(async (query) => ({ ...(await people(990_000)(query)), totalIsEstimate: true }));
    expect(await screen.findByText('About 990000 people')).toBeTruthy();
    try {
      await i18next.changeLanguage('tr');
      expect(await screen.findByText('Yaklaşık 990000 people')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('draws the rows, the total and the row actions, with labelled inputs', async () => {
    const { queries } = renderList(people(3));
    expect(await screen.findByText('3 people')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByText('Person 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Person 3' })).toBeTruthy();
    expect(screen.getByLabelText('Search')).toBeTruthy();
    expect(screen.getByLabelText('Owner')).toBeTruthy();
    expect(screen.getByLabelText('From')).toBeTruthy();
    expect(queries[0]).toEqual({ lang: 'en', sort: 'name', order: 'asc', page: 1, size: 10 });
  });

  it('says the list is empty, and differently when a filter is set', async () => {
    renderList(people(0));
    expect(await screen.findByText('Nobody yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-02' } });
    expect(await screen.findByText('Nobody matches')).toBeTruthy();
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    const { queries } = renderList(async (query) => {
      if (fail) throw new Error('down');
      return people(1)(query);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(queries.length).toBe(2);
  });

  it('asks again on sort, page and filter, back to the first page when a filter changes', async () => {
    const { queries } = renderList(people(25));
    await screen.findByText('25 people');

    await userEvent.click(screen.getByText('Number'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'id', order: 'asc' }));

    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: 2, sort: 'id' }));

    await userEvent.type(screen.getByLabelText('Owner'), ' ada ');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ owner: 'ada', page: 1 }));

    await userEvent.type(screen.getByLabelText('Search'), 'Per');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ q: 'Per', owner: 'ada' }));
  });

  it('exports the same query without page and size', async () => {
    const { exported } = renderList(people(2));
    await screen.findByText('2 people');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(exported).toEqual([{ lang: 'en', sort: 'name', order: 'asc', from: '2024-01-02' }]),
    );
  });
});
