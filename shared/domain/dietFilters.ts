/** The 24 selectable diet filters of the spec (public-site-and-plans §9), in the spec's order. Plans unlock a prefix of this list. */
export const DIET_FILTER_NAMES = [
  'Vegan',
  'Gluten-Free',
  'Low-Carb',
  'Keto',
  'Paleo',
  'Dairy-Free',
  'Nut-Free',
  'Sugar-Free',
  'Vegetarian',
  'Whole30',
  'High-Protein',
  'Low-Sodium',
  'Diabetic-Friendly',
  'Heart-Healthy',
  'Mediterranean',
  'Raw-Food',
  'Anti-Inflammatory',
  'FODMAP-Friendly',
  'Alkaline',
  'Intermittent-Fasting',
  'Plant-Based',
  'Macro-Friendly',
  'Carnivore',
  'Pescatarian',
] as const;

export type DietFilterName = (typeof DIET_FILTER_NAMES)[number];

export const DIET_FILTER_CATEGORIES = [
  'plant-based',
  'allergen-free',
  'low-carb',
  'whole-foods',
  'fitness',
  'regional',
  'health',
  'religious',
] as const;
export type DietFilterCategory = (typeof DIET_FILTER_CATEGORIES)[number];

/** Halal and Kosher: shown in the filter list and kept by the engine, chosen in Settings' religious requirements. */
export const RELIGIOUS_DISPLAY_FILTERS = ['Halal', 'Kosher'] as const;

/** Every filter the engine has rules for: the 24 selectable ones and the two religious display filters. */
export type RuleFilterName = DietFilterName | (typeof RELIGIOUS_DISPLAY_FILTERS)[number];

export interface DietFilter {
  name: string;
  icon: string;
  category: DietFilterCategory;
  colour: string;
  /** false for the two display-only entries (Halal, Kosher) that are not in the selectable list of 24. */
  selectable: boolean;
}

/** How each filter looks, in the display order; keyed by the names above, so none is missing or extra. */
const FILTER_LOOKS: Record<RuleFilterName, Omit<DietFilter, 'name' | 'selectable'>> = {
  Vegetarian: { icon: '🥕', category: 'plant-based', colour: 'green' },
  Vegan: { icon: '🌱', category: 'plant-based', colour: 'green' },
  'Plant-Based': { icon: '🥦', category: 'plant-based', colour: 'green' },
  Pescatarian: { icon: '🐟', category: 'plant-based', colour: 'teal' },
  'Gluten-Free': { icon: '🌾', category: 'allergen-free', colour: 'amber' },
  'Dairy-Free': { icon: '🥛', category: 'allergen-free', colour: 'sky' },
  'Nut-Free': { icon: '🥜', category: 'allergen-free', colour: 'orange' },
  'Sugar-Free': { icon: '🍬', category: 'allergen-free', colour: 'pink' },
  Keto: { icon: '🥑', category: 'low-carb', colour: 'lime' },
  'Low-Carb': { icon: '🥩', category: 'low-carb', colour: 'lime' },
  Paleo: { icon: '🍖', category: 'whole-foods', colour: 'brown' },
  Whole30: { icon: '🍳', category: 'whole-foods', colour: 'brown' },
  'Raw-Food': { icon: '🥗', category: 'whole-foods', colour: 'green' },
  'High-Protein': { icon: '💪', category: 'fitness', colour: 'red' },
  'Low-Sodium': { icon: '🧂', category: 'fitness', colour: 'slate' },
  'Intermittent-Fasting': { icon: '⏱️', category: 'fitness', colour: 'indigo' },
  'Macro-Friendly': { icon: '📊', category: 'fitness', colour: 'indigo' },
  Carnivore: { icon: '🥓', category: 'fitness', colour: 'red' },
  Mediterranean: { icon: '🫒', category: 'regional', colour: 'blue' },
  'Diabetic-Friendly': { icon: '🩸', category: 'health', colour: 'purple' },
  'Heart-Healthy': { icon: '❤️', category: 'health', colour: 'rose' },
  'Anti-Inflammatory': { icon: '🫚', category: 'health', colour: 'amber' },
  'FODMAP-Friendly': { icon: '🫘', category: 'health', colour: 'teal' },
  Alkaline: { icon: '🍋', category: 'health', colour: 'yellow' },
  Halal: { icon: '☪️', category: 'religious', colour: 'emerald' },
  Kosher: { icon: '✡️', category: 'religious', colour: 'blue' },
};

/** The display list of 26 (spec §9): the 24 selectable filters plus Halal and Kosher. */
export const DIET_FILTERS: readonly DietFilter[] = (Object.keys(FILTER_LOOKS) as RuleFilterName[]).map((name) => ({
  name,
  ...FILTER_LOOKS[name],
  selectable: isDietFilterName(name),
}));

/** Every name the engine has rules for: the 24 selectable filters and the two religious display filters. */
export const ALL_RULE_FILTER_NAMES: readonly string[] = [...DIET_FILTER_NAMES, ...RELIGIOUS_DISPLAY_FILTERS];

export function isDietFilterName(name: string): name is DietFilterName {
  return (DIET_FILTER_NAMES as readonly string[]).includes(name);
}
