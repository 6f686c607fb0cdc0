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

export interface DietFilter {
  name: string;
  icon: string;
  category: DietFilterCategory;
  colour: string;
  /** false for the two display-only entries (Halal, Kosher) that are not in the selectable list of 24. */
  selectable: boolean;
}

/** The display list of 26 (spec §9): the 24 selectable filters plus Halal and Kosher. */
export const DIET_FILTERS: readonly DietFilter[] = [
  { name: 'Vegetarian', icon: '🥕', category: 'plant-based', colour: 'green', selectable: true },
  { name: 'Vegan', icon: '🌱', category: 'plant-based', colour: 'green', selectable: true },
  { name: 'Plant-Based', icon: '🥦', category: 'plant-based', colour: 'green', selectable: true },
  { name: 'Pescatarian', icon: '🐟', category: 'plant-based', colour: 'teal', selectable: true },
  { name: 'Gluten-Free', icon: '🌾', category: 'allergen-free', colour: 'amber', selectable: true },
  { name: 'Dairy-Free', icon: '🥛', category: 'allergen-free', colour: 'sky', selectable: true },
  { name: 'Nut-Free', icon: '🥜', category: 'allergen-free', colour: 'orange', selectable: true },
  { name: 'Sugar-Free', icon: '🍬', category: 'allergen-free', colour: 'pink', selectable: true },
  { name: 'Keto', icon: '🥑', category: 'low-carb', colour: 'lime', selectable: true },
  { name: 'Low-Carb', icon: '🥩', category: 'low-carb', colour: 'lime', selectable: true },
  { name: 'Paleo', icon: '🍖', category: 'whole-foods', colour: 'brown', selectable: true },
  { name: 'Whole30', icon: '🍳', category: 'whole-foods', colour: 'brown', selectable: true },
  { name: 'Raw-Food', icon: '🥗', category: 'whole-foods', colour: 'green', selectable: true },
  { name: 'High-Protein', icon: '💪', category: 'fitness', colour: 'red', selectable: true },
  { name: 'Low-Sodium', icon: '🧂', category: 'fitness', colour: 'slate', selectable: true },
  { name: 'Intermittent-Fasting', icon: '⏱️', category: 'fitness', colour: 'indigo', selectable: true },
  { name: 'Macro-Friendly', icon: '📊', category: 'fitness', colour: 'indigo', selectable: true },
  { name: 'Carnivore', icon: '🥓', category: 'fitness', colour: 'red', selectable: true },
  { name: 'Mediterranean', icon: '🫒', category: 'regional', colour: 'blue', selectable: true },
  { name: 'Diabetic-Friendly', icon: '🩸', category: 'health', colour: 'purple', selectable: true },
  { name: 'Heart-Healthy', icon: '❤️', category: 'health', colour: 'rose', selectable: true },
  { name: 'Anti-Inflammatory', icon: '🫚', category: 'health', colour: 'amber', selectable: true },
  { name: 'FODMAP-Friendly', icon: '🫘', category: 'health', colour: 'teal', selectable: true },
  { name: 'Alkaline', icon: '🍋', category: 'health', colour: 'yellow', selectable: true },
  { name: 'Halal', icon: '☪️', category: 'religious', colour: 'emerald', selectable: false },
  { name: 'Kosher', icon: '✡️', category: 'religious', colour: 'blue', selectable: false },
];

/** Every name the engine has rules for: the 24 selectable filters and the two religious display filters. */
export const ALL_RULE_FILTER_NAMES: readonly string[] = DIET_FILTERS.map((f) => f.name);

export function isDietFilterName(name: string): name is DietFilterName {
  return (DIET_FILTER_NAMES as readonly string[]).includes(name);
}
