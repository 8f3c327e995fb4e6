import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerToastSink, type ToastMessage } from './toast.ts';
import './toast-fallback.css';

type Shown = ToastMessage & { id: number };

let nextId = 0;

/**
 * The toasts drawn without PrimeReact, for a page whose toast host could not load (the connection
 * dropped before the first toast, and the browser keeps a failed module as failed until the page
 * reloads): the same messages, in the same corner, for the same time.
 */
export function ToastFallback() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown[]>([]);
  const dismiss = (id: number) => setShown((list) => list.filter((item) => item.id !== id));

  useEffect(
    () =>
      registerToastSink((message) => {
        const id = (nextId += 1);
        setShown((list) => [...list, { ...message, id }]);
        setTimeout(() => dismiss(id), message.life);
      }),
    [],
  );

  return (
    <div className="toast-fallback">
      {shown.map(({ id, severity, summary, detail }) => (
        <div
          key={id}
          className={`toast-fallback__message toast-fallback__message--${severity}`}
          role={severity === 'error' || severity === 'warn' ? 'alert' : 'status'}
        >
          <div className="toast-fallback__text">
            <strong>{summary}</strong>
            {detail && <p>{detail}</p>}
          </div>
          <button
            type="button"
            className="toast-fallback__close"
            aria-label={t('common.close')}
            onClick={() => dismiss(id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
