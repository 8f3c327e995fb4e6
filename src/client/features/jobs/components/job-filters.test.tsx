import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobFilters, NO_FILTERS } from './job-filters.tsx';

// PrimeReact's Dropdown, in the panel's own module, takes a while to transform on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('the job filters', () => {
  it('applies a quick job type at once', async () => {
    const onChange = vi.fn();
    render(<JobFilters value={{ datePosted: 'week' }} onChange={onChange} />);
    await userEvent.click(screen.getByLabelText('Contract'));
    expect(onChange).toHaveBeenCalledWith({ datePosted: 'week', jobType: 'contract' });
  });

  it('opens the panel (its module loaded then), and Result applies, Clear clears', async () => {
    const onChange = vi.fn();
    const value = { datePosted: 'month', jobType: 'fulltime' } as const;
    render(<JobFilters value={value} onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // A busy stand-in with the panel's id first, the panel once its module is there.
    expect(screen.getByRole('group', { name: 'Filters' }).id).toBe(
      toggle.getAttribute('aria-controls'),
    );
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Filters' }).hasAttribute('aria-busy')).toBe(false),
    );
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect(panel.id).toBe(toggle.getAttribute('aria-controls'));
    for (const [label, field] of [
      ['Job type', 'type'],
      ['Work type', 'work'],
      ['Date posted', 'date'],
    ] as const)
      expect(
        (await within(panel).findByText(label, { selector: 'label' })).getAttribute('for'),
      ).toBe(`${panel.id}-${field}`);
    expect(panel.querySelectorAll('.p-dropdown')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Result' }));
    expect(onChange).toHaveBeenLastCalledWith(value);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull());

    await userEvent.click(toggle);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_FILTERS);
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });
});
