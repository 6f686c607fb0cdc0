import { useCallback, useEffect, useRef, useState } from 'react';
import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { dailyLimitMessage, MESSAGES } from '../../../../shared/domain/messages';
import { type FeatureAccess, PLANS } from '../../../../shared/domain/plans';
import type { GenerateRequestInput, GenerationMode } from '../../../../shared/schemas/generate';
import type { StructuredRecipe } from '../../../../shared/schemas/structuredRecipe';
import { generateOnDevice } from './deviceEngine';
import { splitTitled } from './generationErrors';
import { loadConverterActions } from './loadConverterActions';
import { localDay, type OfflineLedger, untilMidnight, usedToday, withinDailyLimit } from './offlineQuota';
import { keepReportingOfflineConversions } from './offlineUsageReport';
import type { ProgressStage } from './serverGeneration';

export type GenerationState =
  | { status: 'idle' }
  | { status: 'loading'; mode: GenerationMode; stage: ProgressStage | 'device' }
  | {
      status: 'done';
      runId: string;
      mode: GenerationMode;
      /** The structured recipe, or the raw reply when it did not parse (the card shows the parse error). */
      recipe: StructuredRecipe | string;
      madeOnDevice: boolean;
      request: GenerateRequestInput;
      /** The picture is still being looked up (auto-save waits for it). */
      imagePending: boolean;
    }
  | {
      status: 'error';
      mode: GenerationMode;
      title: string;
      message: string;
      limit: boolean;
      field?: 'recipe' | 'filters';
      /** Create: the closest built-in dishes to pick from, when the one asked for is not built in. */
      suggestions?: string[];
    };

export interface GenerationHooks {
  /** The server wants AI-data consent: ask, then call run again with consent. */
  onConsentNeeded(request: GenerateRequestInput, mode: GenerationMode): void;
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

function failureTitle(mode: GenerationMode): string {
  return mode === 'surprise' ? CONVERTER_TEXTS.surpriseFailedTitle : CONVERTER_TEXTS.conversionFailedTitle;
}

function asRecipe(data: unknown): StructuredRecipe | string {
  return data && typeof data === 'object' ? (data as StructuredRecipe) : JSON.stringify(data ?? null);
}

/**
 * Convert, create or surprise: on the server with progress, or with no network on the device's own
 * engine, which counts against the plan's daily limit from the last synced usage plus the device's
 * offline conversions (reported to the server when it is reachable again).
 */
export function useGeneration(access: FeatureAccess, ledger: OfflineLedger | null, hooks: GenerationHooks) {
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  const hooksRef = useRef(hooks);
  hooksRef.current = hooks;
  const accessRef = useRef(access);
  accessRef.current = access;

  useEffect(() => {
    if (!ledger) return;
    return keepReportingOfflineConversions(ledger);
  }, [ledger]);

  const finish = useCallback(
    (mode: GenerationMode, request: GenerateRequestInput, recipe: StructuredRecipe | string, madeOnDevice: boolean) => {
      const runId = crypto.randomUUID();
      setState({ status: 'done', runId, mode, recipe, madeOnDevice, request, imagePending: typeof recipe !== 'string' });
      if (typeof recipe === 'string') return;
      const online = !madeOnDevice && isOnline();
      void loadConverterActions()
        .then((actions) => actions.findRecipeImage(recipe.recipeName, online))
        .catch(() => undefined)
        .then((imageUrl) => {
          setState((current) => {
            if (current.status !== 'done' || current.runId !== runId || typeof current.recipe === 'string') return current;
            return { ...current, imagePending: false, recipe: imageUrl ? { ...current.recipe, imageUrl } : current.recipe };
          });
        });
    },
    [],
  );

  const runOnDevice = useCallback(
    async (request: GenerateRequestInput, mode: GenerationMode, signal: AbortSignal) => {
      const current = accessRef.current;
      const day = localDay();
      const used = usedToday(current.conversionsUsedToday, ledger?.pending() ?? [], day);
      if (!withinDailyLimit(current.conversionLimit, used)) {
        const { h, m } = untilMidnight();
        setState({
          status: 'error',
          mode,
          title: MESSAGES.dailyLimitTitle,
          message: dailyLimitMessage({ plan: PLANS[current.currentPlan].name, n: current.conversionLimit, h, m }),
          limit: true,
        });
        return;
      }
      setState({ status: 'loading', mode, stage: 'device' });
      try {
        const result = await generateOnDevice(request);
        if (signal.aborted) return;
        if (!result.ok) {
          const offer = result.suggestions?.length ? { suggestions: result.suggestions } : {};
          const title = offer.suggestions ? CONVERTER_TEXTS.notBuiltInTitle : failureTitle(mode);
          setState({ status: 'error', mode, title, message: result.error, limit: false, ...offer });
          return;
        }
        ledger?.record(day);
        finish(mode, request, result.recipe, true);
      } catch {
        if (!signal.aborted)
          setState({ status: 'error', mode, title: failureTitle(mode), message: MESSAGES.generationFailed, limit: false });
      }
    },
    [ledger, finish],
  );

  const run = useCallback(
    async (request: GenerateRequestInput, mode: GenerationMode, options: { onDevice?: boolean } = {}) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      if (options.onDevice || !isOnline()) {
        await runOnDevice(request, mode, controller.signal);
        return;
      }
      setState({ status: 'loading', mode, stage: 'requesting' });
      const actions = await loadConverterActions().catch(() => null);
      if (controller.signal.aborted) return;
      if (!actions) {
        setState({ status: 'error', mode, title: failureTitle(mode), message: MESSAGES.generationFailed, limit: false });
        return;
      }
      const outcome = await actions.generateOnServer(request, controller.signal, (stage) => {
        if (!controller.signal.aborted) setState({ status: 'loading', mode, stage });
      });
      if (controller.signal.aborted) return;
      if (outcome.ok) {
        finish(mode, request, asRecipe(outcome.data), false);
        return;
      }
      if (outcome.kind === 'network') {
        // The network went away under us: the device's engine still makes the recipe.
        await runOnDevice(request, mode, controller.signal);
        return;
      }
      if (outcome.kind === 'consent') {
        setState({ status: 'idle' });
        hooksRef.current.onConsentNeeded(request, mode);
        return;
      }
      if (outcome.kind === 'limit') {
        const { title, text } = splitTitled(outcome.message, MESSAGES.dailyLimitTitle);
        setState({ status: 'error', mode, title: title ?? MESSAGES.dailyLimitTitle, message: text, limit: true });
        return;
      }
      const field = outcome.kind === 'failed' && outcome.field ? (outcome.field.startsWith('filters') ? 'filters' : 'recipe') : undefined;
      const offered = outcome.kind === 'failed' && (outcome.suggestions?.length ?? 0) > 0;
      setState({
        status: 'error',
        mode,
        // A dish the built-in collection lacks is answered with the closest it has: an offer, not a failure.
        title: offered ? CONVERTER_TEXTS.notBuiltInTitle : failureTitle(mode),
        message: outcome.message,
        limit: outcome.kind === 'plan',
        ...(field ? { field } : {}),
        ...(outcome.kind === 'failed' && outcome.suggestions ? { suggestions: outcome.suggestions } : {}),
      });
    },
    [finish, runOnDevice],
  );

  const cancel = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    setState({ status: 'idle' });
  }, []);

  useEffect(() => () => abortRef.current?.abort(), []);

  return { state, run, cancel, reset: cancel };
}
