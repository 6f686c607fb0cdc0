import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../client/src/app/preloadable';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

function render(component: ReturnType<typeof preloadable<{ name: string }>>): string {
  return renderToString(
    createElement(Suspense, { fallback: createElement('p', null, 'Loading…') }, createElement(component, { name: 'Ada' })),
  );
}

describe('a component whose code loads on demand', () => {
  it('renders at once, without suspending, when its code was preloaded before its first render', async () => {
    let loads = 0;
    const View = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    expect(View.isLoaded()).toBe(false);
    await View.preload();
    expect(View.isLoaded()).toBe(true);
    // renderToString shows a Suspense fallback for anything that suspends: React.lazy would, even here.
    expect(render(View)).toContain('Hello Ada');
    await View.preload();
    expect(loads).toBe(1);
  });

  it('suspends while its code is not here, and renders once it came', async () => {
    const View = preloadable(async () => Greeting);
    expect(render(View)).toContain('Loading…');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(render(View)).toContain('Hello Ada');
  });

  it('tries the download again after a failure', async () => {
    let attempts = 0;
    const View = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(View.preload()).rejects.toThrow('offline');
    expect(View.isLoaded()).toBe(false);
    await View.preload();
    expect(attempts).toBe(2);
    expect(render(View)).toContain('Hello Ada');
  });
});
