import { installSession } from '#client/session/session-service.ts';
import { initI18n, prefetchFullCatalogue } from '#client/i18n/i18n.ts';
import { isLanguage } from '#shared/i18n/languages.ts';
import { writeLanguageCookie } from '#client/i18n/language.ts';
import { nextTask } from '#client/lib/next-task.ts';
import type * as StartAppModule from '#client/start-app.tsx';

/** Last stage of start-up: texts and session, then (a task later) the app in #root. */
export async function start(app: Promise<typeof StartAppModule>) {
  await nextTask(); // this stage's modules were evaluated in this task; the texts start in the next
  const i18n = initI18n();
  if (isLanguage(i18n.language)) writeLanguageCookie(i18n.language);
  installSession();
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { startApp } = await app;
  await startApp(container, i18n.language, {
    onRecoverableError: (error) => console.error('part of the page was rendered again', error),
  });

  // The texts of the other areas, fetched once idle (the routes that need them add them).
  const whenIdle =
    window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
  whenIdle(() => void prefetchFullCatalogue().catch(() => undefined));
}
