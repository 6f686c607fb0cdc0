/**
 * Cooking traits: how a food behaves in a pan, a bowl or an oven, as data. The rewriter reads them to decide
 * whether a step still works once one food takes another's place; the scaler reads how a food is counted;
 * create reads how a food is added. No logic here, only the words of the table.
 */

/** What a food is in the hand. */
export const FORMS = ['solid', 'liquid', 'powder', 'paste'] as const;
export type Form = (typeof FORMS)[number];

/**
 * What a cook can make a food do. A substitute that cannot do what the step asks of the original gets the step
 * rewritten with its own technique (or another substitute, or the conversion refused with the reason).
 */
export const TECHNIQUES = [
  'knead', // develop a dough by working it (gluten)
  'rise', // rise with yeast or steam and hold the rise
  'whip', // hold air: cream to peaks, whites to a meringue
  'emulsify', // bind oil and water into a sauce (mayonnaise, hollandaise)
  'sabayon', // whisk over heat to a thick, pale foam
  'set-custard', // thicken and set a liquid by gentle heat (eggs in a custard, a quiche, a curd)
  'bind', // hold a mixture together (burgers, cakes)
  'leaven', // lift a batter (eggs, baking powder)
  'thicken', // thicken a sauce or a filling
  'brown', // colour in fat or a hot oven (Maillard)
  'crisp', // turn crisp (skin, crackling, a crumb)
  'caramelise', // melt to caramel
  'melt', // turn liquid with heat and set again
  'cream', // beat with sugar to a light mass
  'rub-in', // rub into flour to crumbs (pastry, crumble)
  'boil', // cook in boiling water
  'al-dente', // boil from dry to the bite by the packet's time (dried pasta and noodles), then finish in the sauce
  'simmer', // cook in a sauce or liquid
  'braise', // cook long and slow in liquid until tender
  'soak', // soak up a liquid (bread in custard, ladyfingers in coffee)
  'fry', // cook in a pan in fat
  'roast', // cook dry in the oven
  'grill', // cook over or under direct heat
  'bake', // hold its shape baked
  'scramble', // cook stirred into soft curds
  'shred', // pull apart into strands when cooked
  'mash', // mash smooth
  'gel', // set a liquid cold (gelatine, agar)
  'eat-raw', // may be eaten without cooking
  'separate', // part into its parts (eggs into yolks and whites)
] as const;
export type Technique = (typeof TECHNIQUES)[number];

/**
 * How a food goes into a dish, the usual way: the step a cook writes for it. Create's must-use ingredients and
 * the rewriter's added lines take their step from this.
 */
export const ADDED_WAYS = [
  'brown-first', // browned in a little fat at the start, then the dish goes on (meat, tofu, mushrooms)
  'soften-first', // softened gently in fat at the start (onions, leeks, garlic)
  'simmer-in', // simmered in the sauce or liquid (stock, tomatoes, beans, lentils)
  'stir-in', // stirred through near the end until hot (cream, spinach, cooked grains, sauces)
  'whisk-in', // whisked into a batter, dressing or mixture (eggs, milk, oil, vinegar)
  'cream-in', // beaten with the sugar (soft fats)
  'rub-in', // rubbed into the flour (cold fat in pastry)
  'melt-in', // melted first, then mixed in (chocolate, butter)
  'sift-in', // sifted in with the dry ingredients (flours, cocoa, raising agents)
  'fold-in', // folded in last (chocolate chips, berries, whipped whites)
  'season', // added with the seasonings, to taste (salt, spices, dried herbs, condiments)
  'scatter-over', // scattered over just before serving (fresh herbs, nuts, seeds, grated cheese)
  'drizzle-over', // drizzled over at the end (finishing oils, syrups, sauces)
  'cook-apart', // cooked on its own and served with the dish (pasta, rice, noodles, potatoes)
  'roast', // roasted in the oven in pieces (root vegetables, squash)
  'layer', // layered in the dish (sheets of pasta, slices of potato, sponge)
  'line-base', // pressed or laid into the tin as a base or case (biscuit crumbs, pastry)
  'serve-alongside', // served beside the dish, not cooked in it (bread, tortillas, lettuce cups)
] as const;
export type AddedWay = (typeof ADDED_WAYS)[number];

/** How the food is bought: raw (needs cooking), already cooked (canned beans, tofu, ham), or neither applies (salt, oil). */
export type Bought = 'raw' | 'cooked' | 'neither';

/** Count units a food can come in; 'piece' is the food itself (an egg, an onion). */
export type CountUnit = 'piece' | 'clove' | 'leaf' | 'can' | 'sprig' | 'sheet' | 'slice' | 'fillet' | 'stalk' | 'head' | 'packet' | 'jar';

/**
 * Mass noun ("flour", "milk") or count noun ("eggs", "cloves of garlic"). `whole` foods are never cut in parts
 * when a recipe is scaled (an egg, a clove, a bay leaf, a tin); `size` is what one of them holds (a tin of 400 g).
 */
export type Noun = { kind: 'mass' } | { kind: 'count'; unit: CountUnit; whole: boolean; size?: { quantity: number; unit: 'g' | 'ml' } };

/** When a food is done, as a cook sees it, and how long that usually takes (minutes). */
export interface Doneness {
  cue: string;
  minutes?: readonly [min: number, max: number];
  /**
   * How recipes write this cue, in their languages ("until they open", "qu'elles s'ouvrent"): where a substitute
   * takes this food's place, the step says the substitute's own cue instead.
   */
  says?: readonly string[];
}

/** A usual amount per serving, for a food a cook adds that the recipe did not have (a must-use ingredient). */
export interface Portion {
  quantity: number;
  unit: string;
}

/**
 * Method words this food's own cooking uses in place of another's: when it takes the place of a food whose
 * steps say one of `instead`, the step says `say` ("until cooked through" → "until golden" for tofu in place of chicken).
 */
export interface PhraseSwap {
  instead: readonly string[];
  say: string;
}

/**
 * What a step says where this food's name is its clause's verb ("Butter the tin", "flour two pans") once the food is
 * swapped: `say` in its place ("Grease the tin"); `withSubstitute`: the clause goes on "with" the substitute ("dust
 * two pans with rice flour").
 */
export interface VerbUse {
  say: string;
  withSubstitute?: boolean;
}

export interface CookingTraits {
  /** Stable id, lowercase words joined by hyphens ("firm-tofu"). */
  id: string;
  /** The names a recipe writes for this food, lowercase singular where it has one; the first is the one shown. */
  names: readonly string[];
  /** The names of the ingredient table's entries (IngredientEntry.name) this row gives the traits of. */
  foods: readonly string[];
  /** A food class this row belongs to ("cheese" for cheddar): unlisted traits are the class's. */
  parent?: string;
  form: Form;
  noun: Noun;
  bought: Bought;
  added: AddedWay;
  doneness?: Doneness;
  can: readonly Technique[];
  cannot: readonly Technique[];
  portion?: Portion;
  replaces?: readonly PhraseSwap[];
  verb?: VerbUse;
  /** The ids of the rows of this food's parts ("egg-yolk", "egg-white"): a step may name a part of it. */
  parts?: readonly string[];
  /**
   * Words that name this row's food only as a part of its whole, where the whole is in the recipe ("whites",
   * "blancs", "claras" of eggs): alone they may mean other things (white wine).
   */
  partWords?: readonly string[];
  /** The parts of a swapped food this substitute stands for, by row id (aquafaba whips as whites do). */
  standsFor?: readonly string[];
  /**
   * No cook serves it as it is (a stock standing in for wine in the pot): a serving suggestion of the food it replaced
   * ("serve with a glass of red wine") goes, as a left-out food's does, instead of offering it.
   */
  notServed?: boolean;
  /** Words of a sentence that only this food needs ("discard any that stay closed"): the sentence goes with the food. */
  onlyItsOwn?: readonly string[];
  /**
   * The words of its names that say the form it is bought in ("cube", "powder"): a step that names what it makes
   * ("whisk into the stock") names the substitute without them ("the vegetable stock", not "the vegetable stock cube").
   */
  formWords?: readonly string[];
}

/** A row as written in the data files: a class's traits fill what it leaves out. */
export type TraitsRow = Partial<Omit<CookingTraits, 'id'>> & Pick<CookingTraits, 'id'>;
