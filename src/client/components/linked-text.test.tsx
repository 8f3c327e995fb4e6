import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text.tsx';

const LINKS = {
  geo: 'https://www.geonames.org/',
  cc: 'https://creativecommons.org/licenses/by/4.0/',
};

describe('LinkedText', () => {
  it('turns the tagged words into links and keeps the rest of the sentence', () => {
    const { container } = render(
      <LinkedText text="From <geo>GeoNames</geo>, under <cc>CC BY 4.0</cc>." links={LINKS} />,
    );
    expect(container.textContent).toBe('From GeoNames, under CC BY 4.0.');
    expect(screen.getByRole('link', { name: 'GeoNames' }).getAttribute('href')).toBe(LINKS.geo);
    const cc = screen.getByRole('link', { name: 'CC BY 4.0' });
    expect(cc.getAttribute('href')).toBe(LINKS.cc);
    expect(cc.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows a tag without a link, or an unclosed one, as plain text', () => {
    const { container } = render(<LinkedText text="<x>plain</x> and <geo>open" links={LINKS} />);
    expect(container.textContent).toBe('plain and <geo>open');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
