import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Message } from './message.tsx';

describe('light Message', () => {
  it('is an alert with the severity classes, its icon and the text', () => {
    render(
      <Message severity="error" text="Could not connect" className="session-splash__message" />,
    );
    const alert = screen.getByRole('alert');
    expect([...alert.classList]).toEqual([
      'session-splash__message',
      'p-inline-message',
      'p-component',
      'p-inline-message-error',
    ]);
    const [icon, text] = [...alert.children];
    expect(icon?.tagName.toLowerCase()).toBe('svg');
    expect(icon?.getAttribute('class')).toBe('p-icon p-inline-message-icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('viewBox')).toBe('0 0 14 14');
    expect(icon?.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
    expect(text?.className).toBe('p-inline-message-text');
    expect(alert.textContent).toBe('Could not connect');
  });

  it('gives each severity its own class and icon', () => {
    const drawn = new Set<string>();
    for (const severity of ['info', 'success', 'warn', 'error'] as const) {
      const { unmount } = render(<Message severity={severity} text="Note" />);
      const alert = screen.getByRole('alert');
      expect(alert.classList.contains(`p-inline-message-${severity}`)).toBe(true);
      drawn.add(alert.querySelector('svg.p-inline-message-icon')?.innerHTML ?? '');
      unmount();
    }
    expect(drawn.size).toBe(4);
  });

  it('takes another icon and passes props through', () => {
    render(<Message text="Saved" icon="pi pi-star" id="note" data-testid="note" />);
    const alert = screen.getByTestId('note');
    expect(alert.id).toBe('note');
    expect(alert.querySelector('.p-inline-message-icon')?.className).toBe(
      'p-inline-message-icon pi pi-star',
    );
  });
});
