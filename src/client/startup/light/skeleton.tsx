import type { ComponentPropsWithRef } from 'react';
import { classNames } from './class-names.ts';
import './light.css';

export type SkeletonProps = ComponentPropsWithRef<'div'> & {
  shape?: 'rectangle' | 'circle';
  /** Width and height at once (circles, squares). */
  size?: string;
  width?: string;
  height?: string;
  borderRadius?: string;
  animation?: 'wave' | 'none';
};

/** PrimeReact's Skeleton: a shimmering placeholder block, hidden from assistive technology. */
export function Skeleton({
  shape = 'rectangle',
  size,
  width = '100%',
  height = '1rem',
  borderRadius,
  animation = 'wave',
  className,
  style,
  ...rest
}: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      {...rest}
      className={classNames(
        className,
        'p-skeleton p-component',
        shape === 'circle' && 'p-skeleton-circle',
        animation === 'none' && 'p-skeleton-none',
      )}
      style={{
        width: size ?? width,
        height: size ?? height,
        borderRadius,
        position: 'relative',
        ...style,
      }}
    />
  );
}
