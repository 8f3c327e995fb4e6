/**
 * Input and change count too: text can arrive without a key (dictation, autofill, a paste from the
 * context menu) and a file is chosen in a dialog the page gets no events from.
 */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'input',
  'change',
  'wheel',
  'scroll',
  'touchstart',
] as const;

/**
 * Calls `onIdle` once nothing happened for `timeoutMs`. Activity only records a time stamp; the
 * timer checks it when due, so busy pointer moves cost nothing.
 */
export function watchInactivity(timeoutMs: number, onIdle: () => void): () => void {
  let lastActivity = Date.now();
  let timer: ReturnType<typeof setTimeout>;

  const check = () => {
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= timeoutMs) onIdle();
    else timer = setTimeout(check, timeoutMs - idleFor);
  };
  const onActivity = () => {
    lastActivity = Date.now();
  };

  timer = setTimeout(check, timeoutMs);
  for (const name of ACTIVITY_EVENTS)
    window.addEventListener(name, onActivity, { capture: true, passive: true });
  return () => {
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS)
      window.removeEventListener(name, onActivity, { capture: true });
  };
}
