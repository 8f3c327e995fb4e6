import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('light Button', () => {
  it('is a real button with PrimeReact classes, a left icon and the label', () => {
    render(<Button type="button" icon="pi pi-refresh" label="Try again" className="extra" />);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect([...button.classList]).toEqual(['extra', 'p-button', 'p-component']);
    const [icon, label] = [...button.children];
    expect(icon?.className).toBe('p-button-icon p-c p-button-icon-left pi pi-refresh');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(label?.className).toBe('p-button-label p-c');
    expect(label?.textContent).toBe('Try again');
  });

  it('calls onClick, and neither clicks nor looks enabled when disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button label="Go" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(<Button label="Go" onClick={onClick} disabled />);
    const button = screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.classList.contains('p-disabled')).toBe(true);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form as type="submit"', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" label="Find Jobs" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find Jobs' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes the outlined and text variants, severity and size', () => {
    render(
      <>
        <Button label="All Jobs" outlined />
        <Button label="Sign out" text severity="danger" size="small" />
        <Button label="Next" rounded />
      </>,
    );
    expect(
      screen.getByRole('button', { name: 'Next' }).classList.contains('p-button-rounded'),
    ).toBe(true);
    const outlined = screen.getByRole('button', { name: 'All Jobs' });
    expect(outlined.classList.contains('p-button-outlined')).toBe(true);
    expect(outlined.classList.contains('p-button-text')).toBe(false);
    const text = screen.getByRole('button', { name: 'Sign out' });
    expect([...text.classList]).toEqual(
      expect.arrayContaining(['p-button-text', 'p-button-danger', 'p-button-sm']),
    );
    expect(text.classList.contains('p-button-outlined')).toBe(false);
  });

  it('passes aria-* and other native props through; an explicit aria-label wins', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button
        ref={ref}
        label="Menu"
        aria-label="Open the menu"
        aria-expanded={false}
        aria-controls="menu-1"
        id="menu-button"
        title="More"
      />,
    );
    const button = screen.getByRole('button', { name: 'Open the menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('menu-1');
    expect(button.id).toBe('menu-button');
    expect(button.title).toBe('More');
    expect(ref.current).toBe(button);
  });

  it('draws an icon-only button with a hidden spacer label, and puts a right icon last', () => {
    render(
      <>
        <Button icon="pi pi-times" aria-label="Close" />
        <Button icon="pi pi-arrow-right" iconPos="right" label="Next" />
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close.classList.contains('p-button-icon-only')).toBe(true);
    expect(close.querySelector('.p-button-icon')?.className).toBe('p-button-icon p-c pi pi-times');
    expect(close.querySelector('.p-button-label')?.textContent).toBe('\u00a0');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.querySelector('.p-button-icon-right')).toBeTruthy();
  });
});
