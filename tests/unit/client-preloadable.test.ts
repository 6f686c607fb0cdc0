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
  it('suspends until its code is here, then renders without suspending', async () => {
    let loads = 0;
    const View = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    expect(View.isLoaded()).toBe(false);
    expect(render(View)).toContain('Loading…');
    await View.preload();
    expect(View.isLoaded()).toBe(true);
    expect(render(View)).toContain('Hello Ada');
    await View.preload();
    expect(loads).toBe(1);
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
