import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('light ProgressBar', () => {
  it('indeterminate: a labelled progressbar with the sliding value inside its container', () => {
    render(
      <ProgressBar mode="indeterminate" className="navigation-progress" aria-label="Loading" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect([...bar.classList]).toEqual([
      'navigation-progress',
      'p-progressbar',
      'p-component',
      'p-progressbar-indeterminate',
    ]);
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    const container = bar.firstElementChild as HTMLElement;
    expect(container.className).toBe('p-progressbar-indeterminate-container');
    expect(container.firstElementChild?.className).toBe(
      'p-progressbar-value p-progressbar-value-animate',
    );
  });

  it('determinate: value as aria-valuenow and as the width of the value bar', () => {
    render(<ProgressBar mode="determinate" value={40} aria-label="Upload" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar.classList.contains('p-progressbar-determinate')).toBe(true);
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    const value = bar.firstElementChild as HTMLElement;
    expect(value.className).toBe('p-progressbar-value p-progressbar-value-animate');
    expect(value.style.width).toBe('40%');
    expect(value.style.display).toBe('flex');
    expect(value.querySelector('.p-progressbar-label')?.textContent).toBe('40%');
  });

  it('hides the printed value with showValue={false}', () => {
    render(<ProgressBar value={100} showValue={false} aria-label="Restoring" />);
    const bar = screen.getByRole('progressbar', { name: 'Restoring' });
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
    expect(bar.querySelector('.p-progressbar-label')).toBeNull();
  });
});
