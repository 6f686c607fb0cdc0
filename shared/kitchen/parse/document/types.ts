/** The recipe document: what the parser finds in a pasted text of any layout, before anything is resolved or changed. */

/** Where the food of an ingredient line is written: the noun phrase its amount applies to, never its preparation note. */
export interface FoodSpan {
  /** Offsets into the line's `text`. */
  start: number;
  end: number;
  text: string;
}

export interface DocumentIngredientLine {
  /** The line as pasted (one table row, one list item, or the phrase read out of a sentence). */
  raw: string;
  /** The line as the recipe shows it: bullets, emoji and table bars taken away, words as written. Spans point into it. */
  text: string;
  quantity: number | null;
  /** The upper end of a range ("2–3 eggs"). */
  quantityMax: number | null;
  /** The unit's id in the unit table (g, tbsp, cup, ...), or null for a count or no amount. */
  unit: string | null;
  /** The content of one container or piece ("1 (400 g) can", "400g tin"). */
  size?: { quantity: number; unit: string };
  /** An equivalent measure written beside the main one ("(½ cup)", "/ 8 oz"). */
  altAmount?: string;
  /** The preparation or serving note ("finely chopped", "to taste", "optional"). */
  note?: string;
  foodSpan: FoodSpan;
}

export interface IngredientGroup {
  /** The group's heading as written ("For the filling"), absent for a list without one. */
  heading?: string;
  lines: DocumentIngredientLine[];
}

export interface StepGroup {
  heading?: string;
  steps: string[];
}

/** A time as written, in minutes; a range keeps both ends. */
export interface StatedTime {
  minutes: number;
  maxMinutes?: number;
  text: string;
  /** Its label is one sites use both for a part of the work and for the whole time: alone it is the total (the reader's mark, not in a finished document). */
  wholeWhenAlone?: true;
}

export interface DocumentTimes {
  prep?: StatedTime;
  cook?: StatedTime;
  total?: StatedTime;
  /** Chilling, resting, proving, rising, marinating, brining, soaking: never counted as cooking. */
  rest?: StatedTime;
}

/** The source's own nutrition claim, per serving as stated (read from a nutrition panel pasted with the recipe). */
export interface SourceNutrition {
  calories?: number;
  protein?: number;
  carbohydrates?: number;
  fat?: number;
  fiber?: number;
  sodium?: number;
  text: string;
}

export interface RecipeDocument {
  title?: string;
  description?: string;
  /** Servings as written (a range at its low end, with `servingsMax`); undefined when the text states none. */
  servings?: number;
  servingsMax?: number;
  /** A yield as written ("1 loaf (10 slices)", "24 cookies"). */
  yieldText?: string;
  times: DocumentTimes;
  ingredientGroups: IngredientGroup[];
  stepGroups: StepGroup[];
  tips: string[];
  notes: string[];
  /** Equipment listed under its own heading ("Roasting tin"). */
  equipment?: string[];
  sourceNutrition?: SourceNutrition;
  /** Lines neither placed nor recognised as page clutter, as written: shown to the cook, never dropped. */
  notUnderstood: string[];
  /** Foods a serving sentence of the method names that the list does not hold ("Server med nye kartofler, brun sovs og rødkål"). */
  servedWith?: string[];
  /** Lines recognised as page clutter (buttons, ratings, ads, comments, social prompts), kept for inspection only. */
  clutter: string[];
}
