/** Theme settings' values and defaults; zod-free so the client can read them at first paint. */
export const MENU_MODES = ['static', 'horizontal', 'overlay', 'slim'] as const;
export const INLINE_MENU_POSITIONS = ['top', 'bottom', 'both'] as const;
export const MENU_THEMES = ['light', 'dark', 'indigo', 'teal'] as const;
export const TOPBAR_THEMES = ['white', 'indigo', 'teal', 'dark'] as const;
export const COMPONENT_THEMES = ['indigo', 'blue', 'teal', 'purple', 'orange'] as const;
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export const INPUT_STYLES = ['outlined', 'filled'] as const;
export const THEME_SCALE = { min: 12, max: 16 } as const;

export const THEME_DEFAULTS = {
  scale: 14,
  colorScheme: 'light',
  menuMode: 'static',
  inlineMenuPosition: 'bottom',
  inputStyle: 'outlined',
  ripple: true,
  rtl: false,
  menuTheme: 'light',
  topbarTheme: 'white',
  componentTheme: 'indigo',
} as const;
