import { TIMING } from '#shared/constants/domain.ts';

export type ToastMessage = {
  severity: 'success' | 'info' | 'warn' | 'error';
  summary: string;
  detail?: string;
  /** Milliseconds; the spec's 3000 unless given. */
  life?: number;
};

type Sink = (message: ToastMessage) => void;

let sink: Sink | null = null;
/** Toasts asked for before the host was there. */
let waiting: ToastMessage[] = [];
let requested = false;
const listeners = new Set<() => void>();

/**
 * The one `<ToastHost>` of the app registers here, and shows at once, each for its whole life, the
 * toasts asked for while it was loading: on a slow connection the host can arrive after a toast's
 * life, and a toast nobody saw (a failed send) would be lost.
 */
export function registerToastSink(next: Sink): () => void {
  sink = next;
  const due = waiting;
  waiting = [];
  for (const message of due) next(message);
  return () => {
    if (sink === next) sink = null;
  };
}

/** Shows a toast from anywhere (components, services); the first one brings the host in. */
export function showToast(message: ToastMessage): void {
  const full = { life: TIMING.toastLifeMs, ...message };
  if (sink) return sink(full);
  waiting.push(full);
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** Whether any toast was asked for yet: the host (PrimeReact's Toast) loads on the first. */
export function toastRequested(): boolean {
  return requested;
}

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
