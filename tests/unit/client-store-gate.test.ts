import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AwaitedCode, StoreGate } from '../../client/src/app/StoreGate';
import { DataContext, type DataContextValue } from '../../client/src/data/DataContext';
import { SyncStatusStore } from '../../client/src/data/syncStatusStore';
import type { KitchenDatabase } from '../../client/src/data/types';

/** The gate over a store that is open, with the code of the view the app opens on here or not. */
function render(code?: AwaitedCode): string {
  const value: DataContextValue = {
    userId: 'u1',
    db: {} as KitchenDatabase,
    opened: new Promise<KitchenDatabase>(() => undefined),
    sync: null,
    status: new SyncStatusStore(),
  };
  const shell = createElement('p', null, 'The shell');
  return renderToString(
    createElement(DataContext.Provider, { value }, createElement(StoreGate, { code } as Parameters<typeof StoreGate>[0], shell)),
  );
}

describe("the app's gate at start", () => {
  it("waits for the code of the view the app opens on, not only for the store: a shell shown before it showed the view's loading state, and React then held the view back for up to 300 ms", () => {
    const html = render({ here: () => false, loaded: new Promise<void>(() => undefined) });
    expect(html).not.toContain('The shell');
    expect(html).toContain('Opening your kitchen');
  });

  it('shows the app at once when the code is here, or when there is none to wait for', () => {
    expect(render({ here: () => true, loaded: Promise.resolve() })).toContain('The shell');
    expect(render()).toContain('The shell');
  });
});
