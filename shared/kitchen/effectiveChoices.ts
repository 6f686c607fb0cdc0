import { DIET_FILTERS } from '../domain/dietFilters';
import { healthConditionRules } from '../domain/healthConditionFilters';
import { normaliseIngredientList } from '../domain/ingredientLists';
import type { GenerateRequest } from '../schemas/generate';

/** Every filter name the kitchen knows (the 24 and Halal, Kosher), keyed lowercase so "halal" or "nut-free" is honoured too. */
const FILTER_NAMES = new Map(DIET_FILTERS.map((f) => [f.name.toLowerCase(), f.name]));

/** The canonical filter a profile entry names, if any ("halal " → "Halal", "nut-free" → "Nut-Free"). */
function filterNamed(entry: string): string | undefined {
  return FILTER_NAMES.get(entry.trim().toLowerCase());
}

export interface EffectiveChoices {
  /** The chosen filters, then those the profile adds (restrictions, religious requirements, health conditions). */
  filters: string[];
  /** The avoid list plus the profile's allergies. */
  avoid: string[];
  mustUse: string[];
  /** The health conditions that set filters, as the card names them ("Celiac Disease"). */
  healthConditions: string[];
  /** Profile restrictions that name no filter the kitchen knows: told to an AI, not checked. */
  unmatchedRestrictions: string[];
}

type ChoiceRequest = Pick<GenerateRequest, 'filters' | 'avoidIngredients' | 'mustUseIngredients' | 'profileContext'> & {
  userSettings?: Pick<GenerateRequest['userSettings'], 'healthConditions'>;
};

/**
 * What a generation must honour, whoever generates (the engine, on the server or the device, or an AI):
 * the chosen filters plus the profile's dietary restrictions, religious requirements (Halal, Kosher) and the
 * filters its health conditions impose (coeliac → Gluten-Free, see healthConditionFilters), and the avoid list
 * plus the profile's allergies. A restriction is never dropped for the plan: it protects the cook.
 */
export function effectiveChoices(request: ChoiceRequest): EffectiveChoices {
  const profile = request.profileContext;
  const restrictions = [...(profile?.dietaryRestrictions ?? []), ...(profile?.religiousRequirements ?? [])];
  const unmatchedRestrictions = normaliseIngredientList(restrictions.filter((r) => r.trim() !== '' && !filterNamed(r)));
  const conditions = [...(request.userSettings?.healthConditions ?? []), ...(profile?.healthInformation.medicalConditions ?? [])];
  const healthConditions: string[] = [];
  const conditionFilters: string[] = [];
  for (const condition of conditions) {
    for (const rule of healthConditionRules(condition)) {
      if (!healthConditions.includes(rule.condition)) healthConditions.push(rule.condition);
      conditionFilters.push(...rule.filters);
    }
  }
  return {
    filters: normaliseIngredientList([...request.filters, ...restrictions.flatMap((r) => filterNamed(r) ?? []), ...conditionFilters]),
    avoid: normaliseIngredientList([...request.avoidIngredients, ...(profile?.healthInformation.allergies ?? [])]),
    mustUse: [...request.mustUseIngredients],
    healthConditions,
    unmatchedRestrictions,
  };
}
