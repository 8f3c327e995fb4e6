import { type Page } from '@playwright/test';

declare global {
  interface Window {
    __toastTexts?: string[];
  }
}

/**
 * Records the text of every alert and status the page shows from its start, so that a test can
 * ask whether a toast appeared even when its 3 s life ended between two of Playwright's looks (a
 * busy machine), and a failure lists what did appear instead.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__toastTexts = seen;
    const look = () => {
      for (const element of document.querySelectorAll('[role="alert"], [role="status"]')) {
        const text = element.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => window.__toastTexts ?? []);
}
