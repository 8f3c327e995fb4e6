import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './styles/base.css';
import './styles/theme-overrides.css';
import './styles/public-header.css';
import './styles/public-footer.css';
import './styles/app-shell.css';
import './styles/pages.css';
import './styles/auth.css';
import './fonts/inter-latin.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/query-client.ts';
import { App } from './app.tsx';
import { installSession } from './features/auth/session/session-service.ts';
import { initI18n, loadFullCatalogue } from './i18n/i18n.ts';
import { createAppRouter } from './router/create-app-router.ts';

initI18n();
installSession();
const { router } = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// In a transition the first render yields to the browser every few milliseconds instead of
// blocking the main thread for the whole page (Lighthouse's Total Blocking Time on phones).
startTransition(() => root.render(<App router={router} queryClient={queryClient} />));

// The texts of the other areas (the routes that need them wait for them anyway), once idle.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
whenIdle(() => void loadFullCatalogue().catch(() => undefined));
