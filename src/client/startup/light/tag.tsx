import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from './class-names.ts';
import './light.css';

export type TagProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  value?: ReactNode;
  severity?: 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast';
  rounded?: boolean;
  /** Icon classes, for example `pi pi-wallet`. */
  icon?: string;
  children?: ReactNode;
};

/** PrimeReact's Tag: a coloured label with an optional icon. */
export function Tag({ value, severity, rounded, icon, className, children, ...rest }: TagProps) {
  return (
    <span
      {...rest}
      className={classNames(
        className,
        'p-tag p-component',
        severity && `p-tag-${severity}`,
        rounded && 'p-tag-rounded',
      )}
    >
      {icon && <span className={`p-tag-icon ${icon}`} aria-hidden="true" />}
      <span className="p-tag-value">{value}</span>
      <span>{children}</span>
    </span>
  );
}
