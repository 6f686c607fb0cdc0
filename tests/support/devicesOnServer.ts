import { afterAll, afterEach, beforeAll } from 'vitest';
import { SimulatedDevice } from '../../client/src/data/testing/simulatedDevice';
import type { CollectionName } from '../../shared/schemas/collections';
import { createTestApp, type TestApp } from './testApp';

export interface DevicesOnServer {
  /** The real server (its app and database), listening on 127.0.0.1 once the file's tests run. */
  readonly server: TestApp;
  /** A simulated device of `user` with the given collections, closed after the test. */
  device(user: { id: string; headers: { authorization: string } }, label: string): Promise<SimulatedDevice>;
}

/** One real server for a test file, and devices that sync with it (fake-indexeddb), each closed after its test. */
export function devicesOnServer(collections: readonly CollectionName[]): DevicesOnServer {
  let server: TestApp | undefined;
  let baseUrl = '';
  const open: SimulatedDevice[] = [];
  beforeAll(async () => {
    server = await createTestApp();
    baseUrl = (await server.app.listen({ host: '127.0.0.1', port: 0 })).replace('localhost', '127.0.0.1');
  });
  afterEach(async () => {
    for (const d of open.splice(0)) await d.close();
  });
  afterAll(() => server?.cleanup());
  return {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    async device(user, label) {
      const token = () => user.headers.authorization.slice('Bearer '.length);
      const d = await SimulatedDevice.open({ userId: user.id, baseUrl, auth: token, label, collections });
      open.push(d);
      return d;
    },
  };
}
