import { EARLY_REFRESH_GLOBAL } from './sessionKeys';

/** What the page's first script kept of its refresh: the answer's status and text (see client/build/earlyRefreshPlugin.ts). */
export interface EarlyRefreshReply {
  status: number;
  ok: boolean;
  text: string;
}

type EarlyWindow = { [EARLY_REFRESH_GLOBAL]?: Promise<EarlyRefreshReply> };

/**
 * The refresh the page's first script started on /app for a user this tab does not remember (a fresh
 * device, likely), before the app's code was here: taken once, by the session's first refresh, which
 * then sends none of its own (the refresh cookie rotates: it must be sent once). Undefined when the
 * script started none.
 */
export function takeEarlyRefresh(): Promise<EarlyRefreshReply> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as EarlyWindow;
  const reply = holder[EARLY_REFRESH_GLOBAL];
  delete holder[EARLY_REFRESH_GLOBAL];
  return reply;
}
