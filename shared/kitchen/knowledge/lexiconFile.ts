/** The shape of lexicon.json (built by sync-server/src/lexiconBuild/buildLexicon.ts from Open Food Facts, ODbL). */
export interface LexiconFood {
  /** The taxonomy's id: language and first name ("en:butter", "fr:beurre demi-sel"). */
  id: string;
  /** Its names in every language, in normal form (normaliseKey), joined by "|"; each key belongs to one food. */
  k: string;
  /** Indexes of its parents in `foods`. */
  p?: number[];
  /** Allergens the taxonomy states on it ("milk", "gluten", "sesame-seeds"): inherited by its children. */
  a?: string[];
  /** vegan / vegetarian as the taxonomy states them: "yes", "no", "maybe". */
  vn?: string;
  vg?: string;
}

export interface LexiconFile {
  licence: string;
  foods: LexiconFood[];
  /** Allergen id ("milk", "crustaceans") → its names in every language, normal form, "|"-joined. */
  allergens: Record<string, string>;
  /** Allergen id → the allergen's own name in each language (the first of its line: "Sellerie", "moutarde"). */
  allergenNames: Record<string, string>;
  /** Processing words in every language (dried, gehackt, râpé), normal form, "|"-joined. */
  processing: string;
}
