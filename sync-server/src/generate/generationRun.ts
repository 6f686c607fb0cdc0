import { AI_PATH_TEXTS } from '../../../shared/domain/aiPathTexts';
import { MESSAGES } from '../../../shared/domain/messages';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { GenerationError } from './generationError';

/** Why a generation stopped before its end: the client hung up, the deadline passed, or the server is stopping. */
export type StopReason = 'client' | 'deadline' | 'shutdown';

export interface GenerationRun {
  /** Aborts on the first of: the client going away, the deadline, the server shutting down. */
  readonly signal: AbortSignal;
  stopReason(): StopReason | undefined;
  /** The stopped run's answer, with the product's text (never one blaming the user's connection). */
  stoppedError(): GenerationError;
  dispose(): void;
}

/** Seconds a client waits before retrying after a restart. */
const RESTART_RETRY_SECONDS = 5;

/**
 * One overall deadline for a whole generation, database work and the provider's body included (the SDK's own
 * timeout covers only the reply's headers), joined with the client's and the server's reasons to stop.
 */
export function startGenerationRun(options: { timeoutMs: number; client: AbortSignal; shutdown: AbortSignal }): GenerationRun {
  const controller = new AbortController();
  let reason: StopReason | undefined;
  const stop = (why: StopReason) => {
    if (reason) return;
    reason = why;
    controller.abort(new Error(`generation stopped: ${why}`));
  };
  const onClient = () => stop('client');
  const onShutdown = () => stop('shutdown');
  const timer = setTimeout(() => stop('deadline'), options.timeoutMs);
  if (options.client.aborted) stop('client');
  else options.client.addEventListener('abort', onClient, { once: true });
  if (options.shutdown.aborted) stop('shutdown');
  else options.shutdown.addEventListener('abort', onShutdown, { once: true });
  const seconds = Math.round(options.timeoutMs / 1000);
  return {
    signal: controller.signal,
    stopReason: () => reason,
    stoppedError() {
      if (reason === 'deadline')
        return new GenerationError(ERROR_CODES.unavailable, 504, AI_PATH_TEXTS.timedOut(seconds), 'deadline passed');
      if (reason === 'shutdown') {
        return new GenerationError(ERROR_CODES.unavailable, 503, AI_PATH_TEXTS.shuttingDown, 'server stopping', RESTART_RETRY_SECONDS);
      }
      return new GenerationError(ERROR_CODES.unavailable, 503, MESSAGES.generationFailed, 'client went away');
    },
    dispose() {
      clearTimeout(timer);
      options.client.removeEventListener('abort', onClient);
      options.shutdown.removeEventListener('abort', onShutdown);
    },
  };
}
