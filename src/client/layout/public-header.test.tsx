import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#client/test/render-app.tsx';
import { mockFetch } from '#client/test/fetch-mock.ts';

// Whole-app renders load page chunks on demand: give a busy machine time.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

describe('public header', () => {
  it('switches the language, stores the choice and sets <html lang>', async () => {
    mockFetch(() => ({ status: 404 }));
    renderApp('/faq');
    const user = userEvent.setup();
    await screen.findByRole('navigation', { name: 'Main navigation' });

    await user.click(screen.getByRole('button', { name: 'Türkçe (TR)' }));
    expect(await screen.findByRole('navigation', { name: 'Ana menü' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('tr');
    expect(localStorage.getItem('rm.language')).toBe('tr');
    expect(screen.getByRole('button', { name: 'Türkçe (TR)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'English (EN)' }));
    expect(document.documentElement.lang).toBe('en');
  });

  it('opens and closes the mobile menu from its button and with Escape', async () => {
    renderApp('/faq');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(panel?.hidden).toBe(false);

    await user.keyboard('{Escape}');
    expect(panel?.hidden).toBe(true);
  });

  it('has a skip link to the main content and footer links', async () => {
    renderApp('/faq');
    await screen.findByRole('contentinfo');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    const footerLinks = [
      'Company',
      'Contact',
      'How it works',
      'Privacy Policy',
      'Terms of Service',
    ];
    for (const name of footerLinks) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@referral-marketplace.example' })).toBeTruthy();
  });
});
