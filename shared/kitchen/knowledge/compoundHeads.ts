/**
 * Last parts of a closed compound (German, Dutch, Nordic, Hungarian) that name a form of the food before them, in
 * normal form: "Paprikapulver" is paprika, "sillspad" herring brine, "Kichererbsenwasser" chickpea water. The
 * compound is that food, with what it holds.
 */
export const FOOD_FORM_HEADS: readonly string[] = [
  // ground to a powder
  'pulver',
  'poeder',
  'pulber',
  'jauhe',
  'por',
  // its brine, juice or cooking water
  'spad',
  'lag',
  'lage',
  'lake',
  'vand',
  'vann',
  'vatten',
  'wasser',
  'water',
  'vocht',
];
