import { PrimeReactContext, PrimeReactProvider } from 'primereact/api';
import { useContext, type ReactNode } from 'react';
import { mirroredStyleContainer } from './mirrored-style-container.ts';
// Every PrimeReact filter of the app folds Turkish letters and accents (lib/folded-filter.ts).
import '#client/lib/folded-filter.ts';
import { DISABLED_STATE_PT } from '#client/lib/disabled-state-pt.ts';

/**
 * PrimeReact's context for public pages' PrimeReact components, with its styles written to the
 * mirrored container. Inside the logged-in app's own context (`PrimeReactScope`) it adds nothing.
 * It renders no element, so the server's and the browser's markup stay the same.
 */
export function PrimeStyleScope({ children }: { children: ReactNode }) {
  const parent = useContext(PrimeReactContext);
  if (parent) return children;
  const styleContainer = mirroredStyleContainer() ?? undefined;
  return (
    <PrimeReactProvider value={{ styleContainer, pt: DISABLED_STATE_PT }}>
      {children}
    </PrimeReactProvider>
  );
}
