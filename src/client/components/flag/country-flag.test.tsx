import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag } from './country-flag.tsx';
import { flagUrl } from './flag-urls.ts';

describe('country flags', () => {
  it('draws a flag as an image of its own for every code, decorative', () => {
    for (const code of ['TR', 'tr', 'DE', 'GB', 'US', 'CH']) expect(flagUrl(code)).toMatch(/\.svg/);
    expect(flagUrl('XX')).toBeUndefined();
    const { container } = render(<CountryFlag iso2="TR" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('src')).toMatch(/tr\.svg/);
    expect(render(<CountryFlag iso2="XX" />).container.innerHTML).toBe('');
  });
});
