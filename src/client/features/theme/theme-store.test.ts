import { afterEach, describe, expect, it } from 'vitest';
import { themeSettingsSchema } from '#shared/schemas/profile.ts';
import { DARK_THEME_LINK_ID, DEFAULT_THEME, readStoredTheme, themeStore } from './theme-store.ts';

afterEach(() => {
  themeStore.unload();
  window.localStorage.clear();
});

describe('themeStore', () => {
  it('switches PrimeReact to its dark theme in the dark scheme, and back', () => {
    themeStore.load('user-d');
    expect(document.getElementById(DARK_THEME_LINK_ID)).toBeNull();
    themeStore.update({ colorScheme: 'dark' });
    const link = document.getElementById(DARK_THEME_LINK_ID) as HTMLLinkElement;
    expect(link.rel).toBe('stylesheet');
    expect(link.hasAttribute('href')).toBe(true);
    // after the bundled light theme, so its rules win
    expect(document.head.lastElementChild).toBe(link);
    themeStore.update({ colorScheme: 'dark', scale: 15 });
    expect(document.querySelectorAll(`#${DARK_THEME_LINK_ID}`)).toHaveLength(1);
    themeStore.update({ colorScheme: 'light' });
    expect(document.getElementById(DARK_THEME_LINK_ID)).toBeNull();
    themeStore.update({ colorScheme: 'dark' });
    themeStore.unload();
    expect(document.getElementById(DARK_THEME_LINK_ID)).toBeNull();
  });

  it('applies the settings to the document and keeps them per user on this device', () => {
    themeStore.load('user-a');
    expect(document.documentElement.style.fontSize).toBe('14px');
    themeStore.update({ scale: 16, colorScheme: 'dark', rtl: true, inputStyle: 'filled' });
    expect(document.documentElement.style.fontSize).toBe('16px');
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.classList.contains('p-input-filled')).toBe(true);

    themeStore.unload();
    expect(document.documentElement.dir).toBe('ltr');
    themeStore.load('user-b');
    expect(themeStore.getSnapshot()).toEqual(DEFAULT_THEME);
    themeStore.load('user-a');
    expect(themeStore.getSnapshot()).toMatchObject({ scale: 16, colorScheme: 'dark' });
  });

  it('offers menu themes only in light mode', () => {
    themeStore.load('user-c');
    themeStore.update({ menuTheme: 'teal' });
    expect(document.documentElement.dataset.menuTheme).toBe('teal');
    themeStore.update({ colorScheme: 'dark' });
    expect(document.documentElement.dataset.menuTheme).toBe('dark');
  });
});

describe('readStoredTheme', () => {
  const samples: unknown[] = [
    DEFAULT_THEME,
    { ...DEFAULT_THEME, scale: 16, colorScheme: 'dark', menuMode: 'slim', componentTheme: 'teal' },
    {},
    { scale: 12 },
    { scale: 11 },
    { scale: 14.5 },
    { scale: '14' },
    { colorScheme: 'purple' },
    { menuMode: null },
    { ripple: 'yes' },
    { ...DEFAULT_THEME, stale: 'field from an older version' },
    null,
    [],
    'dark',
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'reads %s as the server schema does',
    (_label, sample) => {
      const parsed = themeSettingsSchema.safeParse(sample);
      expect(readStoredTheme(sample)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
