import { createContext, lazy, useContext, type ComponentType, type JSX } from 'react';

/** The loaders of the parts defined so far, by name (a part is defined when its module is evaluated). */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * Collects the names of the lazily loaded parts a server rendering showed (the server provides a
 * set; the browser provides none).
 */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

/**
 * `React.lazy` that can be loaded ahead of rendering, and then renders at once. React's own lazy
 * component suspends on its first render even when its module has arrived, so a server-rendered
 * boundary around it hydrates in a later pass than the rest of the page; a click on it in between
 * is lost. Loaded beforehand (`preloadRenderedParts`), this one hydrates with the page.
 */
export function preloadableLazy<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): (props: P) => JSX.Element {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed chunk load (deploy, offline) may be retried
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  loaders.set(name, preload);

  function PreloadableLazy(props: P) {
    useContext(RenderedPartsContext)?.add(name);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  PreloadableLazy.displayName = `Lazy(${name})`;
  return PreloadableLazy;
}

/**
 * Loads the named parts (those whose modules have defined them; unknown names are skipped), so
 * that they render without suspending.
 */
export async function preloadRenderedParts(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => loaders.get(name)?.()));
}

/**
 * Handlers that ask for a lazily loaded part as soon as its control is about to be used (a pointer
 * over it, or the focus). A failed load is left to the use itself, which asks again.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const preload = () => void load().catch(() => undefined);
  return { onPointerEnter: preload, onFocus: preload };
}
