import type { DietTag } from '../types';

/**
 * Processing words that say a fruit, vegetable or mushroom was preserved (dried, pickled, jarred, in brine or oil),
 * in the languages of the product's markets, accent-folded and in the lexicon's normal form. Preserved produce is
 * often treated with sulphites (dried apricots, sun-dried tomatoes, jarred mushrooms, pickled onions): a line naming
 * one is checked on its label. The Open Food Facts processing taxonomy names these forms; the words that mean
 * "preserved" among them are listed here.
 */
export interface FormWordRule {
  /** Ontology branches the rule covers. */
  ids: readonly string[];
  /** Words of the phrase that say the food was made so (normal form is computed from them). */
  words: readonly string[];
  mayContain: readonly DietTag[];
}

export const DRIED_FORMS: FormWordRule = {
  // Dried mushrooms (porcini) are sold unsulphited as a rule; dried fruit and vegetables often are not.
  ids: ['en:fruit', 'en:vegetable', 'en:tomato'],
  words: [
    'dried',
    'sundried',
    'dehydrated',
    'getrocknet',
    'getrocknete',
    'getrockneten',
    'getrockneter',
    'sechee',
    'seche',
    'seches',
    'sechees',
    'secchi',
    'secche',
    'secco',
    'secca',
    'seco',
    'seca',
    'secado',
    'secada',
    'desidratado',
    'deshidratado',
    'gedroogd',
    'gedroogde',
    'torkad',
    'torkade',
    'torret',
    'torrede',
    'torkede',
    'kuivattu',
    'kuivatut',
    'kuivattuja',
    'suszone',
    'suszony',
    'suszonych',
    'suszonej',
    'susene',
    'suseny',
    'susenych',
    'aszalt',
    'szaritott',
    'kurutulmus',
  ],
  mayContain: ['sulphites'],
};

export const PRESERVED_FORMS: FormWordRule = {
  ids: ['en:fruit', 'en:vegetable', 'en:mushroom', 'en:tomato', 'en:olive', 'en:capers'],
  words: [
    // pickled, preserved, jarred, in brine, vinegar or oil
    'pickled',
    'preserved',
    'jarred',
    'brine',
    'brined',
    'conserva',
    'conserve',
    'conservado',
    'conservada',
    'salmuera',
    'salmoura',
    'salamoia',
    'saumure',
    'sottaceto',
    'sottaceti',
    'sottolio',
    'eingelegt',
    'eingelegte',
    'eingelegten',
    'ingelegd',
    'ingelegde',
    'ingemaakt',
    'ingemaakte',
    'inlagd',
    'inlagda',
    'inlagde',
    'syltet',
    'syltede',
    'marynowane',
    'marynowany',
    'marynowanych',
    'konserwowe',
    'konserwowy',
    'konserwowych',
    'nakladane',
    'nakladany',
    'nakladanych',
    'sterilovane',
    'ecetes',
    'savanyu',
    'tursu',
    'sailotut',
    'etikkasailotut',
  ],
  mayContain: ['sulphites'],
};

/**
 * Protected-origin marks on a cheese (PDO, AOP, DOP, g.U., ΠΟΠ, BOB, ChOP): the specification of most such cheeses
 * (feta, Parmigiano Reggiano, Manchego, Roquefort, Gorgonzola…) requires animal rennet, so under Vegetarian the
 * label is checked for it.
 */
export const PROTECTED_CHEESE: FormWordRule = {
  ids: ['en:cheese'],
  words: ['pdo', 'aop', 'aoc', 'dop', 'ποπ', 'bob', 'chop', 'chnp'],
  mayContain: ['animal-rennet'],
};

/** The rules a phrase's words are read by. */
export const FORM_WORD_RULES: readonly FormWordRule[] = [DRIED_FORMS, PRESERVED_FORMS, PROTECTED_CHEESE];
