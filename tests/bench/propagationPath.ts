/**
 * Where the milliseconds of one save go, from the click in A's dialog to B's list: marks from both
 * pages (the app's traceStep hooks, the stream event, the push's resource timing, the lists' DOM) and
 * from the server, which runs in this process (the push's arrival, its transaction, the change written
 * to B's stream). Every mark is a wall-clock time (performance.timeOrigin + now) so pages and server compare.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';
import type { Database } from '../../sync-server/src/db/types';
import { EventStream } from '../../sync-server/src/sync/eventStream';
import type { E2eServer } from '../support/e2eServer';
import { percentile, sortedCopy } from './types';

const wallClock = () => performance.timeOrigin + performance.now();

/** The server's marks, per kind, in order. */
export interface ServerMarks {
  pushReceived: number[];
  pushAnswered: number[];
  txBegun: number[];
  txEnded: number[];
  streamWritten: number[];
  previewWritten: number[];
  /** When each query of a transaction ended, by its prepared name (or its first words); batches as batch1, batch2, … */
  queryEnded: Map<string, number[]>;
  stop(): void;
}

/** A query's name in the path: its prepared statement's name, else its first words. */
const queryName = (sql: string, options?: { prepared?: string }) =>
  options?.prepared ?? sql.trim().split(/\s+/).slice(0, 3).join(' ').toLowerCase();

/** Marks the server's side of each push (the server must run in this process, as the bench's does). */
export function markServer(server: E2eServer): ServerMarks {
  const marks: ServerMarks = {
    pushReceived: [],
    pushAnswered: [],
    txBegun: [],
    txEnded: [],
    streamWritten: [],
    previewWritten: [],
    queryEnded: new Map(),
    stop: () => {},
  };
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.includes('/api/sync/recipes/push')) return;
    marks.pushReceived.push(wallClock());
    res.once('finish', () => marks.pushAnswered.push(wallClock()));
  };
  server.app.server.prependListener('request', onRequest);
  const db: Database = server.db;
  const transaction = db.transaction;
  db.transaction = async function timed<T>(this: Database, fn: Parameters<Database['transaction']>[0]): Promise<T> {
    marks.txBegun.push(wallClock());
    const ended = (name: string) => marks.queryEnded.set(name, [...(marks.queryEnded.get(name) ?? []), wallClock()]);
    const timedFn: typeof fn = (tx) => {
      let batches = 0;
      return fn({
        ...tx,
        query: async (sql, params, options) => {
          try {
            return await tx.query(sql, params, options);
          } finally {
            ended(queryName(sql, options));
          }
        },
        batch: async (statements, options) => {
          batches += 1;
          const name = `batch${batches}`;
          try {
            return await tx.batch(statements, options);
          } finally {
            ended(name);
          }
        },
      } as typeof tx);
    };
    try {
      return (await transaction.call(this, timedFn)) as T;
    } finally {
      marks.txEnded.push(wallClock());
    }
  } as Database['transaction'];
  const proto = EventStream.prototype as unknown as Record<string, (this: unknown, data: string) => void>;
  const sendChange = proto.sendChange as (this: unknown, data: string) => void;
  proto.sendChange = function timedSend(this: unknown, data: string) {
    sendChange.call(this, data);
    if (data.includes('"recipes"')) marks.streamWritten.push(wallClock());
  };
  const preview = proto.preview as (this: unknown, data: string) => void;
  proto.preview = function timedPreview(this: unknown, data: string) {
    preview.call(this, data);
    if (data.includes('"recipes"')) marks.previewWritten.push(wallClock());
  };
  marks.stop = () => {
    server.app.server.removeListener('request', onRequest);
    db.transaction = transaction;
    proto.sendChange = sendChange;
    proto.preview = preview;
  };
  return marks;
}

/**
 * Installed in both pages before the app runs (plain text: tsx adds helpers pages lack): the app's
 * trace steps and the click on "Save changes" (the input event's own time).
 */
export const TRACE_SCRIPT = `
(() => {
  const bench = window.__bench;
  bench.trace = [];
  window.__kitchenTrace = (step, at) => bench.trace.push([step, at ?? performance.timeOrigin + performance.now()]);
  window.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent && button.textContent.trim().toLowerCase() === 'save changes') bench.saveClickEvent = performance.timeOrigin + event.timeStamp;
  }, true);
})();
`;

type TraceWindow = { __bench: { trace: [string, number][]; saveClickEvent?: number } };

/** The page's trace steps since the last read (first time of each step), and its early push's resource timing. */
export async function readPageMarks(page: Page, since: number): Promise<Record<string, number>> {
  return page.evaluate((after) => {
    const bench = (window as unknown as TraceWindow).__bench;
    const out: Record<string, number> = {};
    for (const [step, at] of bench.trace.splice(0)) if (at >= after && !(step in out)) out[step] = at;
    if (bench.saveClickEvent !== undefined) out.click = bench.saveClickEvent;
    const push = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (r) => r.name.includes('/api/sync/recipes/push') && performance.timeOrigin + r.startTime >= after - 1,
    );
    if (push) {
      out['push:request'] = performance.timeOrigin + push.startTime;
      out['push:answered'] = performance.timeOrigin + push.responseEnd;
    }
    performance.clearResourceTimings();
    return out;
  }, since);
}

/** The first server mark of a kind in [from, to). */
export function firstIn(values: readonly number[], from: number, to: number): number {
  return values.find((v) => v >= from && v < to) ?? Number.NaN;
}

/** One save's marks, in ms from the click. */
export type PathSample = Record<string, number>;

/** The steps in path order, with what each one is. */
export const PATH_STEPS: readonly [string, string][] = [
  ['a:save:clicked', "A: the dialog's save handler runs"],
  ['a:save:checked', 'A: form checked'],
  ['a:write:read', "A: the store's current state read"],
  ['a:write:merged', 'A: the edit merged into it'],
  ['a:write:reported', 'A: the write passed the schema (pre-save hook)'],
  ['a:push:early', 'A: push handed to fetch'],
  ['a:push:request', 'A: push request starts (resource timing)'],
  ['server:received', 'server: push request arrives'],
  ['server:txBegun', "server: push's transaction begins"],
  [
    'server:batch1',
    'server: BEGIN, owner lock, session checked, rows compared and written, change notice (one round trip; other pushes: the reads)',
  ],
  ['server:previewWritten', "server: the written edit sent to B's stream as a preview (before the durable COMMIT)"],
  ['server:batch2', 'server: (pushes other than edits only) rows written, change notice sent, COMMIT'],
  ['server:txEnded', 'server: committed (an edit: its own round trip, the COMMIT and its WAL flush)'],
  ['server:streamWritten', "server: change written to B's stream"],
  ['server:answered', "server: push's answer sent"],
  ['a:push:answered', "A: push's answer read"],
  ['a:write:stored', 'A: local write stored'],
  ['a:list', "A: A's own list shows the edit"],
  ['b:stream:event', "B: the stream's first event of the edit runs (its preview)"],
  ['b:store:changed', "B: B's store wrote it (change event)"],
  ['b:list', "B: B's list shows the edit"],
];

/** Median of each step over the samples, in path order. */
export function pathMedians(
  samples: readonly PathSample[],
): { step: string; label: string; median: number; p90: number; slowest: number; n: number }[] {
  // The slowest saves (those above the figure's 90th percentile, B's list): each step's median over them, so the tail is
  // placed as the median is.
  const toB = sortedCopy(samples.map((s) => s['b:list']).filter((v): v is number => v !== undefined && Number.isFinite(v)));
  const tailFrom = percentile(toB, 90);
  const tail = samples.filter((s) => (s['b:list'] ?? Number.NaN) >= tailFrom);
  const valuesOf = (of: readonly PathSample[], step: string) =>
    sortedCopy(of.map((s) => s[step]).filter((v): v is number => v !== undefined && Number.isFinite(v)));
  return PATH_STEPS.map(([step, label]) => {
    const values = valuesOf(samples, step);
    return {
      step,
      label,
      median: percentile(values, 50),
      p90: percentile(values, 90),
      slowest: percentile(valuesOf(tail, step), 50),
      n: values.length,
    };
  });
}
