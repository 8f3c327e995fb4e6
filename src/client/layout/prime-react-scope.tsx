import { PrimeReactContext, PrimeReactProvider } from 'primereact/api';
import { useContext, useEffect, type ReactNode } from 'react';
import { useTheme } from '#client/features/theme/use-theme.ts';

function RippleFromTheme() {
  const prime = useContext(PrimeReactContext);
  const { ripple } = useTheme();
  useEffect(() => {
    prime?.setRipple?.(ripple);
  }, [prime, ripple]);
  return null;
}

/**
 * PrimeReact's context for the logged-in app, where the ripple follows the user's theme setting.
 * It is not around the whole app: `primereact/api` would then load before the public pages' first
 * paint, which uses no PrimeReact component (docs/decisions/3-performance.md).
 */
export function PrimeReactScope({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={{ ripple: true }}>
      <RippleFromTheme />
      {children}
    </PrimeReactProvider>
  );
}
