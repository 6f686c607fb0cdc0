import { avoidGroupTags, cleanAvoidTerm } from './filters/avoidTerms';
import { FILTER_RULES } from './filters/index';

/** What one allergy on the profile means for a recipe: the allergen-free filters that cover it, or a match by name. */
export interface AllergyMeaning {
  allergy: string;
  /** Allergen-free filters whose rules forbid the foods this allergy names (e.g. "Peanuts" → Nut-Free). */
  filters: string[];
  /** Food groups the allergy stands for (e.g. shellfish), kept out by group even without a filter for them. */
  groups: string[];
  /** true when no food group is known: the word itself is kept out of recipes. */
  byName: boolean;
}

/** Same reading of an allergy as the compliance check's avoid list (avoidTerms.ts), so the profile shows what will happen. */
export function allergyMeaning(allergy: string): AllergyMeaning {
  const tags = avoidGroupTags(allergy);
  if (!tags) return { allergy, filters: [], groups: [], byName: cleanAvoidTerm(allergy) !== '' };
  const filters = FILTER_RULES.filter((rule) => rule.allergen && rule.forbidden.some((f) => f.tags.some((t) => tags.includes(t)))).map(
    (rule) => rule.name,
  );
  return { allergy, filters, groups: [...tags], byName: false };
}
