import { render } from '@testing-library/react';
import { Tag } from 'primereact/tag';
import { describe, expect, it } from 'vitest';
import { mirroredStyleContainer } from './mirrored-style-container.ts';
import { PrimeStyleScope } from './prime-style-scope.tsx';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const headStyles = (name: string) =>
  document.head.querySelectorAll(`style[data-primereact-style-id="${name}"]`);

describe('PrimeReact styles written to a detached container', () => {
  it('reaches the head once, and again only when a text changes', async () => {
    const container = mirroredStyleContainer();
    expect(container?.isConnected).toBe(false);
    const style = document.createElement('style');
    style.setAttribute('data-primereact-style-id', 'probe');
    style.textContent = '.probe { color: red; }';
    container?.append(style);
    await flush();
    expect(headStyles('probe')).toHaveLength(1);
    const mirror = headStyles('probe')[0] as HTMLStyleElement;
    expect(mirror.textContent).toBe('.probe { color: red; }');

    // The same text written again (PrimeReact on every mount) leaves the head's element alone.
    const sheet = mirror.sheet;
    style.textContent = '.probe { color: red; }';
    await flush();
    expect(mirror.sheet).toBe(sheet);

    style.textContent = '.probe { color: blue; }';
    await flush();
    expect(mirror.textContent).toBe('.probe { color: blue; }');

    style.remove();
    await flush();
    expect(headStyles('probe')).toHaveLength(0);
  });

  it("carries PrimeReact components' styles to the head, without rewriting them per mount", async () => {
    const { unmount } = render(
      <PrimeStyleScope>
        <Tag value="Remote" />
      </PrimeStyleScope>,
    );
    await flush();
    expect(
      mirroredStyleContainer()?.querySelector('style[data-primereact-style-id="tag"]'),
    ).toBeTruthy();
    expect(headStyles('tag')).toHaveLength(1);
    const mirror = headStyles('tag')[0] as HTMLStyleElement;
    const text = mirror.textContent;
    expect(text).toContain('.p-tag');

    let writes = 0;
    const observer = new MutationObserver((records) => (writes += records.length));
    observer.observe(mirror, { childList: true, characterData: true, subtree: true });
    render(
      <PrimeStyleScope>
        <Tag value="Hybrid" />
        <Tag value="Full-time" />
      </PrimeStyleScope>,
    );
    await flush();
    observer.disconnect();
    expect(writes).toBe(0);
    expect(headStyles('tag')).toHaveLength(1);
    unmount();
  });
});
