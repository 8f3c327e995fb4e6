import { PrimeReactContext, PrimeReactProvider } from 'primereact/api';
import { Ripple } from 'primereact/ripple';
import { useContext, useEffect, type ReactNode } from 'react';
import { LightRippleContext } from '#client/startup/light/ripple-context.ts';
import { useTheme } from '#client/features/theme/use-theme.ts';
// Every PrimeReact filter of the app folds Turkish letters and accents (lib/folded-filter.ts).
import '#client/lib/folded-filter.ts';
import { DISABLED_STATE_PT } from '#client/lib/disabled-state-pt.ts';

const rippleEffect = <Ripple />;

function RippleFromTheme({ ripple }: { ripple: boolean }) {
  const prime = useContext(PrimeReactContext);
  useEffect(() => {
    prime?.setRipple?.(ripple);
  }, [prime, ripple]);
  return null;
}

/**
 * PrimeReact's context for the logged-in app, where the ripple (of PrimeReact's buttons and of the
 * light ones) follows the user's theme setting.
 * It is not around the whole app: `primereact/api` would then load before the public pages' first
 * paint, which uses no PrimeReact component (docs/decisions/3-performance.md).
 */
export function PrimeReactScope({ children }: { children: ReactNode }) {
  const { ripple } = useTheme();
  return (
    <PrimeReactProvider value={{ ripple: true, pt: DISABLED_STATE_PT }}>
      <RippleFromTheme ripple={ripple} />
      <LightRippleContext.Provider value={ripple ? rippleEffect : null}>
        {children}
      </LightRippleContext.Provider>
    </PrimeReactProvider>
  );
}
