import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('light Avatar', () => {
  it('shows the initials in a circle', () => {
    const { container } = render(
      <Avatar label="AL" shape="circle" className="profile-button__avatar" aria-hidden="true" />,
    );
    const avatar = container.firstElementChild as HTMLElement;
    expect([...avatar.classList]).toEqual([
      'profile-button__avatar',
      'p-avatar',
      'p-component',
      'p-avatar-circle',
    ]);
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    expect(avatar.querySelector('.p-avatar-text')?.textContent).toBe('AL');
  });

  it('shows an image, and falls back to the label when it does not load', () => {
    const { container } = render(<Avatar image="/me.png" label="AL" shape="circle" />);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar.classList.contains('p-avatar-image')).toBe(true);
    const img = avatar.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/me.png');
    expect(img.alt).toBe('avatar');
    fireEvent.error(img);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.classList.contains('p-avatar-image')).toBe(false);
    expect(avatar.querySelector('.p-avatar-text')?.textContent).toBe('AL');
  });

  it('is square by default, takes sizes and an icon, and is clickable with onClick', () => {
    const onClick = vi.fn();
    const { container } = render(<Avatar icon="pi pi-user" size="xlarge" onClick={onClick} />);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar.classList.contains('p-avatar-circle')).toBe(false);
    expect(avatar.classList.contains('p-avatar-xl')).toBe(true);
    expect(avatar.classList.contains('p-avatar-clickable')).toBe(true);
    expect(avatar.querySelector('.p-avatar-icon')?.className).toBe('p-avatar-icon pi pi-user');
    fireEvent.click(avatar);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
