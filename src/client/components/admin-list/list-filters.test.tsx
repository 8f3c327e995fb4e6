import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListFilterField, type ListFilter } from './list-filters.tsx';

function fieldOf(filter: ListFilter) {
  render(<ListFilterField id="list" filter={filter} values={{}} onChange={() => {}} />);
  return screen.getByText(filter.label).closest('.admin-field') as HTMLElement;
}

// admin-list.css sizes a dropdown field by `--admin-field-chars`: its text must not be cut.
describe('a dropdown filter is sized for its longest text', () => {
  it('counts the longest of its placeholder and choices', () => {
    const field = fieldOf({
      kind: 'select',
      name: 'status',
      label: 'Durum',
      placeholder: 'Tüm durumlar',
      options: [
        { value: 'paid', label: 'Ödendi' },
        { value: 'returned', label: 'Banka tarafından iade edildi' },
      ],
    });
    expect(field.classList.contains('admin-field--select')).toBe(true);
    expect(field.style.getPropertyValue('--admin-field-chars')).toBe('28');
  });

  it('counts the placeholder when it is the longest', () => {
    const field = fieldOf({
      kind: 'select',
      name: 'currency',
      label: 'Para birimi',
      placeholder: 'Tüm para birimleri',
      options: [{ value: 'EUR', label: 'EUR' }],
    });
    expect(field.style.getPropertyValue('--admin-field-chars')).toBe('18');
  });

  it('sizes a long list (countries) for a usual name, not its longest', () => {
    const field = fieldOf({
      kind: 'select',
      name: 'country',
      label: 'Country',
      placeholder: 'All countries',
      options: [{ value: 1, label: 'South Georgia and the South Sandwich Islands' }],
    });
    expect(field.style.getPropertyValue('--admin-field-chars')).toBe('28');
  });

  it('leaves text and date fields to the toolbar’s usual width', () => {
    const field = fieldOf({ kind: 'date', name: 'from', label: 'From' });
    expect(field.classList.contains('admin-field--select')).toBe(false);
    expect(field.style.getPropertyValue('--admin-field-chars')).toBe('');
  });
});
