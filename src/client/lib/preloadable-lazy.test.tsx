import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  preloadRenderedParts,
  preloadableLazy,
  RenderedPartsContext,
} from './preloadable-lazy.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** `renderToString` shows a boundary's fallback for a part that suspends instead of waiting. */
const shown = (element: React.ReactNode) =>
  renderToString(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);

describe('preloadableLazy', () => {
  it('suspends until loaded, then renders at once, loading its module once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Part = preloadableLazy('test-greeting', load);
    expect(shown(<Part name="Ada" />)).toContain('loading');

    await preloadRenderedParts(['test-greeting', 'no-such-part']);
    expect(shown(<Part name="Ada" />)).toContain('Hello <!-- -->Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Greeting });
    const Part = preloadableLazy('test-retried', load);
    await expect(preloadRenderedParts(['test-retried'])).rejects.toThrow('chunk failed');
    await preloadRenderedParts(['test-retried']);
    expect(shown(<Part name="Grace" />)).toContain('Grace');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('names itself to a server rendering that collects the parts it shows', async () => {
    const Part = preloadableLazy('test-collected', () => Promise.resolve({ default: Greeting }));
    const Unused = preloadableLazy('test-unused', () => Promise.resolve({ default: Greeting }));
    await preloadRenderedParts(['test-collected', 'test-unused']);
    const collect = (showBoth: boolean) => {
      const parts = new Set<string>();
      renderToString(
        <RenderedPartsContext value={parts}>
          <Part name="Linus" />
          {showBoth && <Unused name="Margaret" />}
        </RenderedPartsContext>,
      );
      return [...parts];
    };
    expect(collect(false)).toEqual(['test-collected']);
    expect(collect(true)).toEqual(['test-collected', 'test-unused']);
  });
});
