import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressSpinner } from './progress-spinner.tsx';

describe('light ProgressSpinner', () => {
  it('is a busy progressbar with the svg arc, stroke width and size passed through', () => {
    render(
      <ProgressSpinner
        style={{ width: '3rem', height: '3rem' }}
        strokeWidth="4"
        aria-label="Loading"
        className="extra"
      />,
    );
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner.getAttribute('aria-busy')).toBe('true');
    expect([...spinner.classList]).toEqual(['extra', 'p-progress-spinner']);
    expect(spinner.style.width).toBe('3rem');
    const svg = spinner.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('p-progress-spinner-svg');
    expect(svg?.getAttribute('viewBox')).toBe('25 25 50 50');
    expect(svg?.style.animationDuration).toBe('2s');
    const circle = svg?.querySelector('circle');
    expect(circle?.getAttribute('class')).toBe('p-progress-spinner-circle');
    expect(circle?.getAttribute('stroke-width')).toBe('4');
    expect(circle?.getAttribute('fill')).toBe('none');
    expect(circle?.getAttribute('r')).toBe('20');
  });

  it('can be hidden from assistive technology', () => {
    const { container } = render(<ProgressSpinner aria-hidden="true" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.querySelector('.p-progress-spinner')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });
});
