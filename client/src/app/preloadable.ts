import { type ComponentType, createElement, lazy } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); resolves with the component. */
  preload(): Promise<ComponentType<P>>;
  /** Whether the code is here: the component then renders without suspending. */
  isLoaded(): boolean;
};

/**
 * A component whose code loads on demand, like React.lazy, but rendered at once when its code is
 * already here (preloaded): React.lazy suspends on its first render even then, and React then holds
 * the reveal back for up to 300 ms after the loading state showed.
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
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined });
}
