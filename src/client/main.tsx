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
import { SSR_STATE_ELEMENT_ID } from '#shared/ssr/page-state.ts';
import { nextTask } from './lib/next-task.ts';

/**
 * Resolves once the browser has painted a frame (or after 100 ms, for a tab in the background,
 * which paints nothing). A server-rendered page paints without the app: its scripts are asked for
 * after that, so that they do not take the connection from the stylesheets, the font and the
 * images the first paint needs.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/**
 * Starts the app in stages, a task each: React, then the libraries, then the app. Loaded
 * as one module graph they were evaluated in one task (35-48 ms here, four times that on the
 * phones Lighthouse emulates), during which a server-rendered page ignores its visitor.
 */
async function boot() {
  if (document.getElementById(SSR_STATE_ELEMENT_ID)) await afterFirstPaint();
  await import('./boot/react-runtime.ts');
  await nextTask();
  await import('./boot/libraries.ts');
  await nextTask();
  // The app's modules load beside the start's and are evaluated in a task of their own, not in
  // the one that sets up the texts and the session.
  const app = import('./start-app.tsx');
  app.catch(() => undefined); // awaited (and its failure reported) by start()
  const { start } = await import('./boot/start.tsx');
  await start(app);
}

boot().catch((error: unknown) => {
  console.error('the app could not start', error);
});
