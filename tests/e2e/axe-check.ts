import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Frame, Page } from '@playwright/test';
import { axeAssetPath } from './axe-asset.mjs';

type WindowWithAxe = { axe?: typeof axe };

/**
 * Loads axe-core into a frame's document unless it is there already. `@axe-core/playwright` loads
 * its 550-kB source twice for every check (300 to 650 ms each on 2 cores, the check itself 150 to
 * 300 ms); here a document loads it once, however many checks it sees. The browser tests' server
 * serves it from the app's origin (scripts/e2e-server.mjs), a script the browser caches compiled:
 * 35 to 75 ms a page after the first, against 270 ms for evaluating its source. Elsewhere (another
 * server, a frame of another origin) its source is evaluated.
 */
async function loadAxe(frame: Frame): Promise<void> {
  const loaded = await frame.evaluate(
    () => typeof (window as unknown as WindowWithAxe).axe?.run === 'function',
  );
  if (loaded) return;
  await frame
    .addScriptTag({ url: axeAssetPath(axe.version) })
    .catch(() => frame.evaluate(axe.source));
  // Frames answer the top document's axe only from the same origin.
  await frame.evaluate(() =>
    (window as unknown as Required<WindowWithAxe>).axe.configure({
      allowedOrigins: ['<same_origin>'],
    }),
  );
}

/** A frame that never answers (a sandboxed one) is left out after a second, as the builder does. */
async function loadAxeOrGiveUp(frame: Frame): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1_000);
  });
  await Promise.race([loadAxe(frame).catch(() => undefined), giveUp]);
  clearTimeout(timer);
}

/**
 * Runs axe-core in the page itself (the builder's legacy mode: its default opens a blank page, a
 * renderer process, for every check, 2 to 3 times slower on 2 cores), violations only.
 * `include` limits the check to the elements a selector finds; `frames: false` leaves frames out.
 */
export async function runAxe(
  page: Page,
  { include, frames = true }: { include?: string; frames?: boolean } = {},
): Promise<AxeResults> {
  await loadAxe(page.mainFrame());
  // Every frame, nested ones too, as the builder did.
  if (frames)
    await Promise.all(
      page
        .frames()
        .filter((frame) => frame !== page.mainFrame())
        .map(loadAxeOrGiveUp),
    );
  const options: RunOptions = { resultTypes: ['violations'], iframes: frames };
  return page.evaluate(
    ({ include, options }) =>
      (window as unknown as Required<WindowWithAxe>).axe.run(
        include ? { include: [include] } : document,
        options,
      ),
    { include, options },
  );
}
