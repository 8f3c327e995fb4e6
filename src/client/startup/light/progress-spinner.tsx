import type { ComponentPropsWithRef } from 'react';
import { classNames } from './class-names.ts';
import './light.css';

export type ProgressSpinnerProps = ComponentPropsWithRef<'div'> & {
  strokeWidth?: string;
  fill?: string;
  animationDuration?: string;
};

/** PrimeReact's ProgressSpinner: a rotating, colour-cycling arc (`role="progressbar"`, busy). */
export function ProgressSpinner({
  strokeWidth = '2',
  fill = 'none',
  animationDuration = '2s',
  className,
  ...rest
}: ProgressSpinnerProps) {
  return (
    <div
      role="progressbar"
      aria-busy="true"
      {...rest}
      className={classNames(className, 'p-progress-spinner')}
    >
      <svg className="p-progress-spinner-svg" viewBox="25 25 50 50" style={{ animationDuration }}>
        <circle
          className="p-progress-spinner-circle"
          cx="50"
          cy="50"
          r="20"
          fill={fill}
          strokeWidth={strokeWidth}
          strokeMiterlimit="10"
        />
      </svg>
    </div>
  );
}
