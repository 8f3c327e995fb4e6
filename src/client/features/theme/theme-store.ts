import darkThemeUrl from 'primereact/resources/themes/lara-dark-indigo/theme.css?url';
import {
  COLOR_SCHEMES,
  COMPONENT_THEMES,
  INLINE_MENU_POSITIONS,
  INPUT_STYLES,
  MENU_MODES,
  MENU_THEMES,
  THEME_DEFAULTS,
  THEME_SCALE,
  TOPBAR_THEMES,
} from '#shared/constants/theme.ts';
import type { ThemeSettings } from '#shared/schemas/profile.ts';
import { fieldMatches, isRecord, type ShapeOf } from '#client/lib/shape.ts';

const STORAGE_PREFIX = 'rm-theme:';

const THEME_SHAPE: ShapeOf<ThemeSettings> = {
  scale: { integer: THEME_SCALE },
  colorScheme: { oneOf: COLOR_SCHEMES },
  menuMode: { oneOf: MENU_MODES },
  inlineMenuPosition: { oneOf: INLINE_MENU_POSITIONS },
  inputStyle: { oneOf: INPUT_STYLES },
  ripple: 'boolean',
  rtl: 'boolean',
  menuTheme: { oneOf: MENU_THEMES },
  topbarTheme: { oneOf: TOPBAR_THEMES },
  componentTheme: { oneOf: COMPONENT_THEMES },
};

/** As the server's schema reads it: a missing field takes its default, a wrong one fails it all. */
export function readStoredTheme(stored: unknown): ThemeSettings | null {
  if (!isRecord(stored)) return null;
  const theme: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(THEME_SHAPE)) {
    const value =
      stored[key] === undefined ? THEME_DEFAULTS[key as keyof ThemeSettings] : stored[key];
    if (!fieldMatches(value, rule)) return null;
    theme[key] = value;
  }
  return theme as ThemeSettings;
}

export const DEFAULT_THEME: ThemeSettings = { ...THEME_DEFAULTS };

type Listener = () => void;
let current: ThemeSettings = DEFAULT_THEME;
let owner: string | null = null;
const listeners = new Set<Listener>();

function readLocal(userId: string): ThemeSettings | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + userId);
    if (!raw) return null;
    return readStoredTheme(JSON.parse(raw));
  } catch {
    return null;
  }
}

function writeLocal(userId: string, theme: ThemeSettings) {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + userId, JSON.stringify(theme));
  } catch {
    // storage full or disabled: the server copy still keeps it
  }
}

export const DARK_THEME_LINK_ID = 'rm-prime-dark-theme';

/**
 * PrimeReact's components follow the scheme: the lara-dark theme is added after the bundled light
 * one (same cascade layer, so it wins) and removed again for the light scheme.
 */
function setPrimeScheme(scheme: ThemeSettings['colorScheme']) {
  const existing = document.getElementById(DARK_THEME_LINK_ID);
  if (scheme === 'light') {
    existing?.remove();
    return;
  }
  if (existing) return;
  const link = document.createElement('link');
  link.id = DARK_THEME_LINK_ID;
  link.rel = 'stylesheet';
  link.href = darkThemeUrl;
  document.head.append(link);
}

/** Puts the settings on the document: scale, scheme, colours, input style, direction. */
export function applyTheme(theme: ThemeSettings) {
  const root = document.documentElement;
  root.style.fontSize = `${theme.scale}px`;
  root.dataset.colorScheme = theme.colorScheme;
  setPrimeScheme(theme.colorScheme);
  // menu themes exist only in light mode
  root.dataset.menuTheme = theme.colorScheme === 'dark' ? 'dark' : theme.menuTheme;
  root.dataset.topbarTheme = theme.colorScheme === 'dark' ? 'dark' : theme.topbarTheme;
  root.dataset.componentTheme = theme.componentTheme;
  root.dir = theme.rtl ? 'rtl' : 'ltr';
  document.body.classList.toggle('p-input-filled', theme.inputStyle === 'filled');
}

/** Back to the look of the public pages (after logout). */
export function resetDocumentTheme() {
  const root = document.documentElement;
  root.style.removeProperty('font-size');
  for (const key of ['colorScheme', 'menuTheme', 'topbarTheme', 'componentTheme'])
    delete root.dataset[key];
  root.dir = 'ltr';
  document.body.classList.remove('p-input-filled');
  setPrimeScheme('light');
}

function emit(next: ThemeSettings) {
  current = next;
  applyTheme(next);
  for (const listener of listeners) listener();
}

/** The logged-in user's theme: applied at once from this device, then from the server copy. */
export const themeStore = {
  getSnapshot: (): ThemeSettings => current,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Starts a user's session: the local copy first (no flash), DEFAULT_THEME otherwise. */
  load(userId: string) {
    owner = userId;
    emit(readLocal(userId) ?? DEFAULT_THEME);
  },
  /** The server's copy wins over the local one. */
  adopt(userId: string, theme: ThemeSettings) {
    if (owner !== userId) owner = userId;
    writeLocal(userId, theme);
    emit(theme);
  },
  update(patch: Partial<ThemeSettings>): ThemeSettings {
    const next = { ...current, ...patch };
    if (owner) writeLocal(owner, next);
    emit(next);
    return next;
  },
  unload() {
    owner = null;
    current = DEFAULT_THEME;
    resetDocumentTheme();
    for (const listener of listeners) listener();
  },
};
