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

/** The one `<ToastHost>` of the app registers here. */
export function registerToastSink(next: Sink): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}

/** Shows a toast from anywhere (components, services); a no-op before the host mounts. */
export function showToast(message: ToastMessage): void {
  sink?.({ life: TIMING.toastLifeMs, ...message });
}
