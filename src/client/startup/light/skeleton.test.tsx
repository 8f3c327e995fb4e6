import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('light Skeleton', () => {
  it('is a full-width block of PrimeReact classes, hidden from assistive technology', () => {
    const { container } = render(<Skeleton height="3rem" className="mb-3" />);
    const block = container.firstElementChild as HTMLElement;
    expect([...block.classList]).toEqual(['mb-3', 'p-skeleton', 'p-component']);
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.style.width).toBe('100%');
    expect(block.style.height).toBe('3rem');
    expect(block.style.position).toBe('relative');
  });

  it('takes width, height and border radius', () => {
    const { container } = render(<Skeleton height="18rem" width="70%" borderRadius="28px" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.width).toBe('70%');
    expect(block.style.height).toBe('18rem');
    expect(block.style.borderRadius).toBe('28px');
  });

  it('draws a circle of the given size, and a still block without animation', () => {
    const { container } = render(
      <>
        <Skeleton shape="circle" size="2rem" />
        <Skeleton animation="none" />
      </>,
    );
    const [circle, still] = [...container.children] as HTMLElement[];
    expect(circle?.classList.contains('p-skeleton-circle')).toBe(true);
    expect(circle?.style.width).toBe('2rem');
    expect(circle?.style.height).toBe('2rem');
    expect(still?.classList.contains('p-skeleton-none')).toBe(true);
    expect(still?.style.height).toBe('1rem');
  });
});
