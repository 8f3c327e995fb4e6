import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastOnDemand } from './components/toast/toast-on-demand.tsx';
import { SessionSplash } from './features/auth/components/session-splash.tsx';
import { useSessionRestore } from './session/use-session-restore.ts';
import { useSession } from './session/use-session.ts';
import { i18next } from './i18n/i18n.ts';
import { completeStartupAfterRestore } from './layout/app-startup.ts';

/** `routerView`: the browser's router (`StartedRouterProvider`), or on the server the static one. */
type AppProps = { routerView: ReactNode; queryClient: QueryClient };

/** Waits for a stored session to get its token (splash), then hands over to the router. */
function SessionGate({ routerView }: { routerView: ReactNode }) {
  const { user } = useSession();
  // one splash for a restored session: the token, then the logged-in app's two startup calls
  const restore = useSessionRestore({ afterRestore: completeStartupAfterRestore });
  return (
    <>
      {(restore.phase === 'done' || restore.phase === 'exiting') && routerView}
      {restore.phase !== 'done' && (
        <SessionSplash
          user={user}
          phase={restore.phase}
          error={restore.error}
          maxedOut={restore.maxedOut}
          onRetry={restore.retry}
          onGiveUp={restore.giveUp}
        />
      )}
    </>
  );
}

/**
 * Marks <html data-app="ready"> once React has taken the page over: a server-rendered page shows
 * before it answers clicks (the browser tests wait for the mark).
 */
function useMarkReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}

export function App({ routerView, queryClient }: AppProps) {
  useMarkReady();
  return (
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <QueryClientProvider client={queryClient}>
          <ToastOnDemand />
          <SessionGate routerView={routerView} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
