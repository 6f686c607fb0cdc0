import { randomInt } from 'node:crypto';
import { dailyLimitMessage, GENERATION_MESSAGES, MESSAGES } from '../../../shared/domain/messages';
import { featureAccessFor, PLANS } from '../../../shared/domain/plans';
import { findConflicts } from '../../../shared/kitchen/conflicts';
import { effectiveChoices } from '../../../shared/kitchen/effectiveChoices';
import { chooseMode } from '../../../shared/kitchen/mode';
import { profileSections } from '../../../shared/kitchen/profile';
import { type GenerateRequest, generateRequestSchema } from '../../../shared/schemas/generate';
import type { StructuredRecipe } from '../../../shared/schemas/structuredRecipe';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import type { AccessUser } from '../auth/accessToken';
import { findUserById } from '../auth/userRepository';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { firstIssue } from '../errors';
import { checkRecipe } from './checkRecipe';
import { hasAiConsent } from './consent';
import { GenerationError } from './generationError';
import { daysBetween, localDay, untilLocalMidnight } from './localDay';
import { normaliseReply } from './normaliseReply';
import { checkPlanAllows } from './planChecks';
import { profileText } from './profileText';
import { providerFor } from './providers/index';
import type { ProviderProgress } from './providers/types';
import { commitSlot, releaseSlot, reserveSlot } from './usageRepository';

export interface GenerateOutcome {
  recipe: StructuredRecipe;
  conversionsToday: number;
  provider: 'openai' | 'local';
  /** Time spent inside the provider, for the Server-Timing header and the benchmark. */
  providerMs: number;
}

/** Generation answers `{ success: false, error, code, field }`, so a bad request becomes a GenerationError. */
function parseRequest(body: unknown): GenerateRequest {
  const result = generateRequestSchema.safeParse(body);
  if (result.success) return result.data;
  const { field, detail } = firstIssue(result.error);
  throw new GenerationError(ERROR_CODES.validation, 400, detail, field ?? '');
}

/**
 * One generation, checks in the order of the product: signed in (route), AI-data consent, filters
 * allowed by the plan, input limits, daily usage (a slot taken atomically, counted only on success).
 */
export async function generateRecipe(
  deps: { db: Database; config: Config; now?: () => Date },
  currentUser: AccessUser,
  body: unknown,
  onProgress: (p: ProviderProgress) => void,
  signal: AbortSignal,
): Promise<GenerateOutcome> {
  const { db, config } = deps;
  const now = deps.now?.() ?? new Date();
  const user = await findUserById(db, currentUser.id);
  if (!user) throw new GenerationError(ERROR_CODES.unauthorized, 401, MESSAGES.notAuthenticated);
  if (user.accountStatus !== 'active') {
    throw new GenerationError(ERROR_CODES.accountDeactivated, 403, GENERATION_MESSAGES.accountDeactivated);
  }
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

  if (!(await hasAiConsent(db, user.id, raw.consent))) {
    throw new GenerationError(ERROR_CODES.consentRequired, 403, MESSAGES.consentRequired);
  }
  const plan = user.plan;
  const access = featureAccessFor({ plan, isAdmin: user.isAdmin, currentRecipeCount: 0, conversionsUsedToday: 0 });
  checkPlanAllows(raw, access);
  const request = parseRequest(body);

  const choices = effectiveChoices(request);
  const effective: GenerateRequest = { ...request, filters: choices.filters, avoidIngredients: choices.avoid };
  const conflicts = findConflicts(choices);
  if (conflicts.length > 0) throw new GenerationError(ERROR_CODES.validation, 400, conflicts.join(' '), 'filters');

  const day = localDay(now, request.timeZone);
  const slot = await reserveSlot(db, user.id, day, access.conversionLimit);
  if (!slot.ok) {
    const { h, m } = untilLocalMidnight(now, request.timeZone, daysBetween(day, slot.day));
    throw new GenerationError(
      ERROR_CODES.limitReached,
      429,
      `${MESSAGES.dailyLimitTitle}: ${dailyLimitMessage({ plan: PLANS[plan].name, n: access.conversionLimit, h, m })}`,
    );
  }
  try {
    const mode = request.mode ?? chooseMode(request.originalRecipe);
    const provider = providerFor(config, { stream: request.stream === true });
    const providerStart = performance.now();
    const reply = await provider.generate(
      { request: effective, mode, profileText: profileText(request.profileContext), seed: randomInt(2 ** 31) },
      onProgress,
      signal,
    );
    const providerMs = performance.now() - providerStart;
    onProgress({ stage: 'checking' });
    const { draft, claimed } =
      provider.name === 'local'
        ? { draft: reply as StructuredRecipe, claimed: undefined }
        : (() => {
            const normalised = normaliseReply(reply, request.userSettings.defaultServingSize);
            return { draft: normalised.recipe, claimed: normalised.nutrition };
          })();
    const recipe = checkRecipe(draft, claimed, {
      filters: effective.filters,
      avoid: effective.avoidIngredients,
      mustUse: effective.mustUseIngredients,
    });
    // The engine already wrote the profile sections of its own recipes; an AI recipe gets them from the same facts.
    const withProfile =
      provider.name === 'openai' && request.profileContext
        ? { ...recipe, ...profileSections(recipe, request.profileContext, request.userSettings.healthConditions) }
        : recipe;
    const sourced: StructuredRecipe = { ...withProfile, source: provider.name === 'local' ? 'local' : 'ai' };
    const conversionsToday = await commitSlot(db, user.id, slot.day, slot.id, now);
    return { recipe: sourced, conversionsToday, provider: provider.name, providerMs };
  } catch (error) {
    await releaseSlot(db, slot.id);
    throw error;
  }
}
