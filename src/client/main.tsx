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
import { nextTask } from './lib/next-task.ts';

/**
 * Starts the app in three stages, a task each: React, then the libraries, then the app. Loaded
 * as one module graph they were evaluated in one task (35-48 ms here, four times that on the
 * phones Lighthouse emulates), during which a server-rendered page ignores its visitor.
 */
async function boot() {
  await import('./boot/react-runtime.ts');
  await nextTask();
  await import('./boot/libraries.ts');
  await nextTask();
  const { start } = await import('./boot/start.tsx');
  await start();
}

boot().catch((error: unknown) => {
  console.error('the app could not start', error);
});
