import { ALL_RULE_FILTER_NAMES, DIET_FILTERS } from '../../../shared/domain/dietFilters';
import { ingredientListsLockedMessage, lockedFiltersMessage } from '../../../shared/domain/messages';
import { BASIC_FILTER_COUNT, type FeatureAccess, PLANS } from '../../../shared/domain/plans';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { GenerationError } from './generationError';

/** Halal and Kosher come from religious requirements and are open to every plan. */
const RELIGIOUS = new Set(DIET_FILTERS.filter((f) => f.category === 'religious').map((f) => f.name));

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function nonEmptyList(value: unknown): boolean {
  if (typeof value === 'string') return value.split(',').some((part) => part.trim() !== '');
  return stringsOf(value).some((v) => v.trim() !== '');
}

/** Filters and ingredient lists the plan allows; checked on the raw body before the full validation. */
export function checkPlanAllows(body: Record<string, unknown>, access: FeatureAccess): void {
  const allowed = new Set(access.availableDietaryFilters);
  const locked = stringsOf(body.filters).filter(
    (name) => ALL_RULE_FILTER_NAMES.includes(name) && !allowed.has(name) && !RELIGIOUS.has(name),
  );
  const planName = PLANS[access.currentPlan].name;
  if (locked.length > 0) {
    throw new GenerationError(ERROR_CODES.planRequired, 403, lockedFiltersMessage(planName, locked));
  }
  const listsUnlocked = access.availableDietaryFilters.length > BASIC_FILTER_COUNT;
  if (!listsUnlocked && (nonEmptyList(body.mustUseIngredients) || nonEmptyList(body.avoidIngredients))) {
    throw new GenerationError(ERROR_CODES.planRequired, 403, ingredientListsLockedMessage(planName));
  }
}
