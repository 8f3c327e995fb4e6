import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { RadioButton } from 'primereact/radiobutton';
import { Sidebar } from 'primereact/sidebar';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPONENT_THEMES,
  INLINE_MENU_POSITIONS,
  MENU_MODES,
  MENU_THEMES,
  TOPBAR_THEMES,
} from '#shared/constants/theme.ts';
import type { ThemeSettings } from '#shared/schemas/profile.ts';
import { showToast } from '#client/components/toast/toast.ts';
import { saveTheme } from '../api/preferences.ts';
import { themeStore } from '../theme-store.ts';
import { useTheme } from '../use-theme.ts';

const SAVE_DELAY_MS = 400;

type Option<T extends string> = { value: T; label: string };

function RadioGroup<T extends string>(props: {
  name: string;
  legend: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="theme-config__group">
      <legend>{props.legend}</legend>
      <div className="theme-config__radios">
        {props.options.map((option) => {
          const id = `${props.name}-${option.value}`;
          return (
            <div key={option.value} className="theme-config__radio">
              <RadioButton
                inputId={id}
                name={props.name}
                value={option.value}
                checked={props.value === option.value}
                onChange={() => props.onChange(option.value)}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function Swatches<T extends string>(props: {
  legend: string;
  value: T;
  options: readonly T[];
  label: (value: T) => string;
  onChange: (value: T) => void;
  kind: string;
}) {
  return (
    <fieldset className="theme-config__group">
      <legend>{props.legend}</legend>
      <div className="theme-config__swatches">
        {props.options.map((option) => (
          <button
            key={option}
            type="button"
            className={`theme-swatch theme-swatch--${props.kind}-${option}`}
            aria-pressed={props.value === option}
            aria-label={props.label(option)}
            title={props.label(option)}
            onClick={() => props.onChange(option)}
          >
            {props.value === option && <span className="pi pi-check" aria-hidden="true" />}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Theme Customization (authenticated-area 2.11): kept on this device and on the server per user. */
export function ThemeConfigurator({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<ThemeSettings | null>(null);

  /** Saves a change still waiting for its delay now: on close, on unmount and as the page goes. */
  const flush = useCallback(
    (options: { keepalive?: boolean } = {}) => {
      clearTimeout(timer.current);
      const next = pending.current;
      if (!next) return;
      pending.current = null;
      saveTheme(next, options).catch(() =>
        showToast({ severity: 'warn', summary: t('appShell.theme.saveFailed') }),
      );
    },
    [t],
  );

  useEffect(() => {
    const onPageHide = () => flush({ keepalive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flush({ keepalive: true });
    };
  }, [flush]);

  const change = (patch: Partial<ThemeSettings>) => {
    pending.current = themeStore.update(patch);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(), SAVE_DELAY_MS);
  };
  const hide = () => {
    flush();
    onHide();
  };
  const color = (value: string) => t(`appShell.theme.colors.${value}`);

  return (
    <Sidebar
      visible={visible}
      onHide={hide}
      position={theme.rtl ? 'left' : 'right'}
      className="theme-config"
      header={<h2 className="theme-config__title">{t('appShell.theme.title')}</h2>}
      closeIcon="pi pi-times"
    >
      <fieldset className="theme-config__group">
        <legend>{t('appShell.theme.scale')}</legend>
        <div className="theme-config__scale">
          <Button
            type="button"
            icon="pi pi-minus"
            rounded
            text
            aria-label={t('appShell.theme.decrease')}
            disabled={theme.scale <= 12}
            onClick={() => change({ scale: theme.scale - 1 })}
          />
          <span className="theme-config__dots" aria-live="polite">
            {[12, 13, 14, 15, 16].map((size) => (
              <span
                key={size}
                className={`theme-config__dot${size === theme.scale ? ' theme-config__dot--on' : ''}`}
                aria-hidden="true"
              />
            ))}
            <span className="visually-hidden">{theme.scale}px</span>
          </span>
          <Button
            type="button"
            icon="pi pi-plus"
            rounded
            text
            aria-label={t('appShell.theme.increase')}
            disabled={theme.scale >= 16}
            onClick={() => change({ scale: theme.scale + 1 })}
          />
        </div>
      </fieldset>
      <RadioGroup
        name="color-scheme"
        legend={t('appShell.theme.layout')}
        value={theme.colorScheme}
        options={[
          { value: 'light', label: t('appShell.theme.light') },
          { value: 'dark', label: t('appShell.theme.dark') },
        ]}
        onChange={(colorScheme) => change({ colorScheme })}
      />
      <RadioGroup
        name="menu-mode"
        legend={t('appShell.theme.menuMode')}
        value={theme.menuMode}
        options={MENU_MODES.map((value) => ({ value, label: t(`appShell.theme.modes.${value}`) }))}
        onChange={(menuMode) => change({ menuMode })}
      />
      <RadioGroup
        name="inline-menu"
        legend={t('appShell.theme.inlineMenu')}
        value={theme.inlineMenuPosition}
        options={INLINE_MENU_POSITIONS.map((value) => ({
          value,
          label: t(`appShell.theme.positions.${value}`),
        }))}
        onChange={(inlineMenuPosition) => change({ inlineMenuPosition })}
      />
      <RadioGroup
        name="input-style"
        legend={t('appShell.theme.inputStyle')}
        value={theme.inputStyle}
        options={[
          { value: 'outlined', label: t('appShell.theme.outlined') },
          { value: 'filled', label: t('appShell.theme.filled') },
        ]}
        onChange={(inputStyle) => change({ inputStyle })}
      />
      <div className="theme-config__switch">
        <label htmlFor="theme-ripple">{t('appShell.theme.ripple')}</label>
        <InputSwitch
          inputId="theme-ripple"
          checked={theme.ripple}
          onChange={(event) => change({ ripple: Boolean(event.value) })}
        />
      </div>
      <div className="theme-config__switch">
        <label htmlFor="theme-rtl">{t('appShell.theme.rtl')}</label>
        <InputSwitch
          inputId="theme-rtl"
          checked={theme.rtl}
          onChange={(event) => change({ rtl: Boolean(event.value) })}
        />
      </div>
      {theme.colorScheme === 'light' ? (
        <Swatches
          kind="menu"
          legend={t('appShell.theme.menuThemes')}
          value={theme.menuTheme}
          options={MENU_THEMES}
          label={color}
          onChange={(menuTheme) => change({ menuTheme })}
        />
      ) : (
        <p className="theme-config__note">{t('appShell.theme.menuThemesDark')}</p>
      )}
      <Swatches
        kind="topbar"
        legend={t('appShell.theme.topbarThemes')}
        value={theme.topbarTheme}
        options={TOPBAR_THEMES}
        label={color}
        onChange={(topbarTheme) => change({ topbarTheme })}
      />
      <Swatches
        kind="component"
        legend={t('appShell.theme.componentThemes')}
        value={theme.componentTheme}
        options={COMPONENT_THEMES}
        label={color}
        onChange={(componentTheme) => change({ componentTheme })}
      />
    </Sidebar>
  );
}
