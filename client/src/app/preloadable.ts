import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code (once); resolves with the component. */
  preload(): Promise<ComponentType<P>>;
  /** Whether the code is here: the component then renders without suspending. */
  isLoaded(): boolean;
};

/**
 * A component whose code loads on demand (React.lazy) and can be preloaded. React.lazy suspends on its
 * first render even when the code is already here, since a promise only answers in a later microtask,
 * and React then holds the reveal back for up to 300 ms after the loading state showed. Here the first
 * render of preloaded code gets a thenable that answers at once (React reads a lazy's thenable
 * synchronously), so it renders without suspending; the component's type stays the same lazy either way.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download is tried again the next time the component is asked for.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => {
    const component = loaded;
    if (component) {
      const answered: PromiseLike<{ default: ComponentType<P> }> = {
        // biome-ignore lint/suspicious/noThenProperty: a thenable that answers synchronously is the point (see above)
        then: (onFulfilled) => Promise.resolve(onFulfilled?.({ default: component })) as never,
      };
      return answered as Promise<{ default: ComponentType<P> }>;
    }
    return preload().then((c) => ({ default: c }));
  });
  return Object.assign(Lazy, { preload, isLoaded: () => loaded !== undefined });
}
