import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * Renders `element` as the server would, puts the HTML in the document, and hydrates it with the
 * same element. `before` is what `snapshot` read from the server's HTML before hydrating.
 */
export async function hydrateServerHtml<T>(
  element: ReactElement,
  snapshot: (container: HTMLElement) => T,
) {
  const html = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const before = snapshot(container);
  const onRecoverableError = vi.fn();
  const root = await act(() => hydrateRoot(container, element, { onRecoverableError }));
  const cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { html, container, before, onRecoverableError, cleanup };
}
