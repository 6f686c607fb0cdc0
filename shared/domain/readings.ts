/**
 * Where the spec records two readings, the one this product follows is chosen here, once.
 * Each choice says why a user would expect it.
 */
export const READINGS = {
  /** Landing page says Free 3/day, plan list 10/day; the app's own fallback is 3. We advertise and enforce 3. */
  freeConversionsPerDay: 3,
  /** Landing page says Chef 100/day, plan list says unlimited. We enforce what the landing page sells: 100/day. */
  chefConversionsPerDay: 100,
  /** Basic filters: the form's fallback (Vegan, Gluten-Free, Low-Carb, Keto) = the first 4 of the selectable 24. */
  basicFiltersAreFirstFourOfList: true,
  /** Chef filter count: one landing text says 16, another "up to 12"; the plan rule says 12. We use 12. */
  chefFilterCount: 12,
  /** Unknown paths: the full router's not-found page (not a silent fallback to home metadata). */
  unknownPathShowsNotFound: true,
  /** Halal and Kosher are in the display list of 26 but not the selectable 24; the engine still has rules for both (religiousRequirements in settings). */
  religiousFiltersFromSettings: true,
} as const;
