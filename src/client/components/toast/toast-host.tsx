import { Toast } from 'primereact/toast';
import { PrimeStyleScope } from '#client/startup/prime-styles/prime-style-scope.tsx';
import { useEffect, useRef } from 'react';
import { registerToastSink } from './toast.ts';

/** The app's single toast container; `showToast` feeds it. */
export function ToastHost() {
  const toast = useRef<Toast>(null);
  useEffect(() => registerToastSink((message) => toast.current?.show(message)), []);
  return (
    <PrimeStyleScope>
      <Toast ref={toast} position="top-right" />
    </PrimeStyleScope>
  );
}
