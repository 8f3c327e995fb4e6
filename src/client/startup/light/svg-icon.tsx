import type { ReactNode } from 'react';

/** The frame of PrimeReact's SVG icons (primereact/icons): 14 × 14, decorative. */
export function SvgIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 14 14"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
