/**
 * Resolves in a later task, so that the browser can paint and answer input in between: start-up
 * work split this way is several short tasks rather than one long one (Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
