import { DIET_FILTERS } from '../domain/dietFilters';
import { normaliseIngredientList } from '../domain/ingredientLists';
import type { GenerateRequest } from '../schemas/generate';

/** Canonical names of the religious filters (Halal, Kosher), keyed lowercase so "halal" is honoured too. */
const RELIGIOUS = new Map(DIET_FILTERS.filter((f) => f.category === 'religious').map((f) => [f.name.toLowerCase(), f.name]));

/** The canonical religious filter a profile entry names, if any ("halal " → "Halal"). */
function religiousFilter(requirement: string): string | undefined {
  return RELIGIOUS.get(requirement.trim().toLowerCase());
}

/**
 * What a generation must honour, whoever generates: the chosen filters plus the profile's religious
 * requirements (Halal, Kosher), and the avoid list plus the profile's allergies.
 */
export function effectiveChoices(
  request: Pick<GenerateRequest, 'filters' | 'avoidIngredients' | 'mustUseIngredients' | 'profileContext'>,
): {
  filters: string[];
  avoid: string[];
  mustUse: string[];
} {
  const profile = request.profileContext;
  const religious = (profile?.religiousRequirements ?? []).flatMap((r) => religiousFilter(r) ?? []);
  return {
    filters: normaliseIngredientList([...request.filters, ...religious]),
    avoid: normaliseIngredientList([...request.avoidIngredients, ...(profile?.healthInformation.allergies ?? [])]),
    mustUse: [...request.mustUseIngredients],
  };
}
