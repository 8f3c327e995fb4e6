import type { ComponentPropsWithRef } from 'react';
import { classNames } from './class-names.ts';
import './light.css';

export type ProgressBarProps = ComponentPropsWithRef<'div'> & {
  mode?: 'determinate' | 'indeterminate';
  /** Percent done (determinate). */
  value?: number | null;
  /** Determinate: print the value inside the bar. */
  showValue?: boolean;
  unit?: string;
};

/**
 * PrimeReact's ProgressBar: `role="progressbar"` with the value for a determinate bar, the sliding
 * stripes for an indeterminate one. Give it an `aria-label`.
 */
export function ProgressBar({
  mode = 'determinate',
  value = null,
  showValue = true,
  unit = '%',
  className,
  ...rest
}: ProgressBarProps) {
  const indeterminate = mode === 'indeterminate';
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuenow={indeterminate ? undefined : (value ?? undefined)}
      aria-valuemax={100}
      {...rest}
      className={classNames(
        className,
        'p-progressbar p-component',
        indeterminate ? 'p-progressbar-indeterminate' : 'p-progressbar-determinate',
      )}
    >
      {indeterminate ? (
        <div className="p-progressbar-indeterminate-container">
          <div className="p-progressbar-value p-progressbar-value-animate" />
        </div>
      ) : (
        <div
          className="p-progressbar-value p-progressbar-value-animate"
          style={{ width: `${value ?? 0}%`, display: 'flex' }}
        >
          {showValue && value != null && (
            <div className="p-progressbar-label">
              {value}
              {unit}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
