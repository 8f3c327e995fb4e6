import { useContext, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from './class-names.ts';
import { LightRippleContext } from './ripple-context.ts';
import './light.css';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  label?: string;
  /** Icon classes, for example `pi pi-search`. */
  icon?: string;
  iconPos?: 'left' | 'right';
  outlined?: boolean;
  text?: boolean;
  rounded?: boolean;
  severity?: 'secondary' | 'success' | 'info' | 'warning' | 'danger' | 'help' | 'contrast';
  size?: 'small' | 'large';
  children?: ReactNode;
};

/**
 * PrimeReact's Button markup and classes on a plain `<button>` (no Tooltip or Portal; the ripple only
 * where `LightRippleContext` provides one), so the Lara theme draws it as before. Every native button
 * prop passes through.
 */
export function Button({
  label,
  icon,
  iconPos = 'left',
  outlined,
  text,
  rounded,
  severity,
  size,
  className,
  disabled,
  children,
  'aria-label': ariaLabel,
  ...rest
}: ButtonProps) {
  const ripple = useContext(LightRippleContext);
  const iconOnly = Boolean(icon) && !label && !children;
  return (
    <button
      aria-label={ariaLabel ?? label}
      {...rest}
      className={classNames(
        className,
        'p-button p-component',
        iconOnly && 'p-button-icon-only',
        disabled && 'p-disabled',
        outlined && 'p-button-outlined',
        text && 'p-button-text',
        rounded && 'p-button-rounded',
        size && `p-button-${size === 'small' ? 'sm' : 'lg'}`,
        severity && `p-button-${severity}`,
      )}
      disabled={disabled}
    >
      {icon && (
        <span
          className={classNames('p-button-icon p-c', label && `p-button-icon-${iconPos}`, icon)}
          aria-hidden="true"
        />
      )}
      {label ? (
        <span className="p-button-label p-c">{label}</span>
      ) : (
        !children && <span className="p-button-label p-c">&nbsp;</span>
      )}
      {children}
      {ripple}
    </button>
  );
}
