import fs from 'node:fs';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './brand-logo.tsx';

describe('BrandLogo', () => {
  it('draws the favicon mark inline, hidden from assistive technology, next to the product name', () => {
    const { container } = render(<BrandLogo />);
    const mark = container.querySelector('svg.brand-logo__mark');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    const favicon = fs.readFileSync('public/favicon.svg', 'utf8');
    expect(favicon).toContain(`d="${mark?.querySelector('path')?.getAttribute('d')}"`);
    expect(favicon).toContain(`fill="${mark?.querySelector('rect')?.getAttribute('fill')}"`);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/./, { selector: '.brand-logo__name' })).toBeTruthy();
  });

  it('shows only the mark when compact', () => {
    const { container } = render(<BrandLogo compact />);
    expect(container.querySelector('svg.brand-logo__mark')).not.toBeNull();
    expect(container.querySelector('.brand-logo__name')).toBeNull();
  });
});
