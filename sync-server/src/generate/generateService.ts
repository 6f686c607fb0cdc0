import { randomInt } from 'node:crypto';
import { AI_PATH_TEXTS } from '../../../shared/domain/aiPathTexts';
import { dailyLimitMessage, GENERATION_MESSAGES, MESSAGES } from '../../../shared/domain/messages';
import { featureAccessFor, PLANS } from '../../../shared/domain/plans';
import { chooseMode, type EffectiveChoices, effectiveChoices, findConflicts, profileSections } from '../../../shared/kitchen/index';
import { type GenerateRequest, type GenerationMode, generateRequestSchema } from '../../../shared/schemas/generate';
import type { StructuredRecipe } from '../../../shared/schemas/structuredRecipe';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { type AccessSession, type AccessUser, assertLiveSession } from '../auth/accessToken';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { firstIssue } from '../errors';
import { checkedCard, validCard } from './checkRecipe';
import { hasAiConsent } from './consent';
import { readGenerationContext } from './generationContext';
import { GenerationError } from './generationError';
import { type GenerationRun, startGenerationRun } from './generationRun';
import { daysBetween, localDay, untilLocalMidnight } from './localDay';
import { normaliseReply } from './normaliseReply';
import { checkPlanAllows } from './planChecks';
import { profileText } from './profileText';
import { takeProviderCall } from './providerBudget';
import { providerFor, usesAiProvider } from './providers/index';
import type { ProviderProgress, RecipeProvider } from './providers/types';
import type { StepClock } from './stepClock';
import { commitSlot, releaseSlot, takeSlot, uncommitSlot } from './usageRepository';

export interface GenerateOutcome {
  recipe: StructuredRecipe;
  conversionsToday: number;
  provider: 'openai' | 'local';
  /** Time spent inside the provider, for the Server-Timing header and the benchmark. */
  providerMs: number;
}

export interface GenerateDeps {
  db: Database;
  config: Config;
  now?: () => Date;
  /** Marks the end of each step (Server-Timing). */
  clock?: StepClock;
  /** Where a failure that must not replace the answer's own error is reported (the request's logger). */
  warn?: (detail: Record<string, unknown>, message: string) => void;
}

/** A generation whose checks passed and whose slot (and AI call) is taken: run it once, or release it. */
export interface PreparedGeneration {
  run(onProgress: (p: ProviderProgress) => void): Promise<GenerateOutcome>;
  /** Gives the slot back without running (the answer could not be started). */
  release(): Promise<void>;
}

/** Generation answers `{ success: false, error, code, field }`, so a bad request becomes a GenerationError. */
function parseRequest(body: unknown): GenerateRequest {
  const result = generateRequestSchema.safeParse(body);
  if (result.success) return result.data;
  const { field, detail } = firstIssue(result.error);
  throw new GenerationError(ERROR_CODES.validation, 400, detail, field ?? '');
}

function budgetExhausted(retryAfterSeconds: number): GenerationError {
  return new GenerationError(ERROR_CODES.rateLimited, 429, MESSAGES.quotaExceeded, 'AI calls per hour used up', retryAfterSeconds);
}

/**
 * Everything before the provider, in the order of the product: signed in (the token by the route, the session here:
 * whether it was ended since the token was issued is read with the account, so it costs no round trip of its own), account active, AI-data
 * consent, filters allowed by the plan, input limits, choices that can hold together, the daily slot (taken
 * atomically, counted only on success), then one call from the user's AI budget. Any refusal comes here, before
 * an event stream opens, so it is a real HTTP status with its Retry-After.
 */
export async function prepareGeneration(
  deps: GenerateDeps,
  currentUser: AccessUser,
  session: AccessSession,
  body: unknown,
  run: GenerationRun,
): Promise<PreparedGeneration> {
  const { db, config } = deps;
  const now = deps.now?.() ?? new Date();
  // The consent is read with the user's own row (decided below, after the account checks).
  const read = await readGenerationContext(db, currentUser.id, session.familyId);
  deps.clock?.mark('context');
  assertLiveSession(session, read.session);
  const { context } = read;
  if (!context) throw new GenerationError(ERROR_CODES.unauthorized, 401, MESSAGES.notAuthenticated);
  const user = { ...context, id: currentUser.id };
  if (user.accountStatus !== 'active') {
    throw new GenerationError(ERROR_CODES.accountDeactivated, 403, GENERATION_MESSAGES.accountDeactivated);
  }
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

  if (!(await hasAiConsent(db, user.id, raw.consent, Promise.resolve(context.consent)))) {
    throw new GenerationError(ERROR_CODES.consentRequired, 403, MESSAGES.consentRequired);
  }
  const plan = user.plan;
  const access = featureAccessFor({ plan, isAdmin: user.isAdmin, currentRecipeCount: 0, conversionsUsedToday: 0 });
  checkPlanAllows(raw, access);
  const request = parseRequest(body);

  const choices = effectiveChoices(request);
  const conflicts = findConflicts(choices);
  if (conflicts.length > 0) throw new GenerationError(ERROR_CODES.validation, 400, conflicts.join(' '), 'filters');

  deps.clock?.mark('checks');
  const limits = config.generationLimits;
  const day = localDay(now, request.timeZone);
  const ai = usesAiProvider(config);
  // One transaction under the owner's lock, in one round trip: the AI budget (a call is taken only with a slot), the day's slot.
  // A slot held longer than the deadline (plus a minute for the checks) belongs to a request that died.
  const budget = ai ? { perHour: limits.providerCallsPerHour, now } : undefined;
  const taken = await takeSlot(db, user.id, day, access.conversionLimit, Math.ceil(limits.timeoutMs / 1000) + 60, budget);
  deps.clock?.mark('slot');
  if (!('slot' in taken)) throw budgetExhausted(taken.exhausted);
  const { slot } = taken;
  if (!slot.ok) {
    // Requests still running hold the slots: the day is not used up, they end within the deadline.
    if (slot.used < access.conversionLimit) {
      throw new GenerationError(ERROR_CODES.rateLimited, 429, AI_PATH_TEXTS.slotsBusy, 'slots held', Math.ceil(limits.timeoutMs / 1000));
    }
    const { h, m } = untilLocalMidnight(now, request.timeZone, daysBetween(day, slot.day));
    throw new GenerationError(
      ERROR_CODES.limitReached,
      429,
      `${MESSAGES.dailyLimitTitle}: ${dailyLimitMessage({ plan: PLANS[plan].name, n: access.conversionLimit, h, m })}`,
    );
  }
  const release = () => releaseSlot(db, slot.id);
  // A further request of the same generation (a fallback to another output format) takes one more call.
  const takeExtraCall = async () => {
    const answer = await takeProviderCall(db, user.id, limits.providerCallsPerHour, deps.now?.() ?? new Date());
    if (!answer.ok) throw budgetExhausted(answer.retryAfterSeconds);
  };
  let used = false;
  return {
    release,
    async run(onProgress) {
      if (used) throw new Error('a prepared generation runs once');
      used = true;
      try {
        const answer = await ask(request, choices, onProgress, run, config, ai ? takeExtraCall : async () => {}, deps.clock);
        // The conversion is counted while the card is checked (the check is most of what is left, and runs here, not
        // in the database): a card that fails its check gives the count back.
        const counted = commitSlot(db, user.id, slot.day, slot.id, now);
        counted.catch(() => {});
        await statementsSent();
        let recipe: StructuredRecipe;
        try {
          recipe = checkAnswer(request, choices, answer, deps.clock);
        } catch (error) {
          const wasCounted = await counted.then(
            () => true,
            () => false,
          );
          // The card's own refusal is what the user must see: a failed give-back leaves the day one count too high.
          if (wasCounted) {
            await uncommitSlot(db, user.id, slot.day, deps.now?.() ?? new Date()).catch((uncommitError: unknown) =>
              deps.warn?.({ err: uncommitError }, 'the count of a refused card could not be given back'),
            );
          }
          throw error;
        }
        const conversionsToday = await counted;
        deps.clock?.mark('commit');
        return { recipe, provider: answer.provider.name, providerMs: answer.providerMs, conversionsToday };
      } catch (error) {
        await release();
        throw error;
      }
    },
  };
}

/** A database statement started just now is on its way once the turn of the event loop it was started in ends. */
const statementsSent = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The provider's answer, before any check. */
interface ProviderAnswer {
  reply: unknown;
  /** An AI's reply read into the card's shape (a reply that cannot be one fails here, before anything is counted). */
  normalised: ReturnType<typeof normaliseReply> | undefined;
  mode: GenerationMode;
  effective: GenerateRequest;
  provider: RecipeProvider;
  providerMs: number;
}

/** The provider's reply to the request, as it came. */
async function ask(
  request: GenerateRequest,
  choices: EffectiveChoices,
  onProgress: (p: ProviderProgress) => void,
  run: GenerationRun,
  config: Config,
  takeExtraCall: () => Promise<void>,
  clock?: StepClock,
): Promise<ProviderAnswer> {
  const effective: GenerateRequest = { ...request, filters: choices.filters, avoidIngredients: choices.avoid };
  const mode: GenerationMode = request.mode ?? chooseMode(request.originalRecipe);
  const provider = providerFor(config, { stream: request.stream === true });
  clock?.mark('setup');
  const providerStart = performance.now();
  let reply: unknown;
  try {
    reply = await provider.generate(
      {
        request: effective,
        mode,
        profileText: profileText(request.profileContext),
        healthConditions: choices.healthConditions,
        unmatchedRestrictions: choices.unmatchedRestrictions,
        seed: randomInt(2 ** 31),
        takeExtraCall,
      },
      onProgress,
      run.signal,
    );
  } catch (error) {
    // A stopped run answers why it stopped (the deadline, a restart), whatever the SDK made of the abort.
    if (run.stopReason()) throw run.stoppedError();
    throw error;
  }
  const providerMs = performance.now() - providerStart;
  clock?.mark('provider');
  onProgress({ stage: 'checking' });
  const normalised = provider.name === 'local' ? undefined : normaliseReply(reply);
  return { reply, normalised, mode, effective, provider, providerMs };
}

/** The provider's reply, checked and completed into the card's recipe. */
function checkAnswer(request: GenerateRequest, choices: EffectiveChoices, answer: ProviderAnswer, clock?: StepClock): StructuredRecipe {
  const { reply, normalised, mode, effective, provider } = answer;
  const checks = { filters: effective.filters, avoid: effective.avoidIngredients, mustUse: effective.mustUseIngredients };
  // The card is checked whole once, at the end (validCard); the route sends it as it is.
  const recipe =
    normalised === undefined
      ? checkedCard(reply as StructuredRecipe, undefined, checks)
      : (() => {
          // Servings as the user asked: a pasted recipe keeps its own unless a count was asked for; a new one has the form's.
          const target = mode === 'convert' ? request.requestedServings : request.userSettings.defaultServingSize;
          const servings = { target, fallback: target ?? request.userSettings.defaultServingSize };
          return checkedCard(normalised.recipe, normalised.nutrition, { ...checks, servings, aiText: true });
        })();
  const conditions = [
    ...new Set([...(recipe.healthConditions ?? []), ...request.userSettings.healthConditions, ...choices.healthConditions]),
  ];
  // Written (again, for the engine's own recipes) from the card as checked here: its verdict is the final one.
  const withProfile = request.profileContext
    ? { ...recipe, ...profileSections(recipe, request.profileContext, request.userSettings.healthConditions) }
    : recipe;
  const sourced = validCard({
    ...withProfile,
    ...(conditions.length ? { healthConditions: conditions.slice(0, 20) } : {}),
    source: provider.name === 'local' ? 'local' : 'ai',
  });
  clock?.mark('check');
  return sourced;
}

/**
 * One generation from request to recipe (prepare, then run), under one deadline. The route uses the two
 * halves so that refusals come before an event stream opens; tests and the benchmark call this.
 */
export async function generateRecipe(
  deps: GenerateDeps,
  currentUser: AccessUser,
  session: AccessSession,
  body: unknown,
  onProgress: (p: ProviderProgress) => void,
  signal: AbortSignal,
  shutdown: AbortSignal = new AbortController().signal,
): Promise<GenerateOutcome> {
  const run = startGenerationRun({ timeoutMs: deps.config.generationLimits.timeoutMs, client: signal, shutdown });
  try {
    const prepared = await prepareGeneration(deps, currentUser, session, body, run);
    return await prepared.run(onProgress);
  } finally {
    run.dispose();
  }
}
