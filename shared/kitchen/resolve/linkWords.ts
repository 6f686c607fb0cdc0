import { normaliseKey } from '../knowledge/normaliseKey';

/**
 * Romance "A de B" phrases: the head A is the first noun and "de B" says what it is made of or from ("cubo de caldo de
 * pollo", "pâte d'anchois", "farinha de trigo"). The words that link them, per language. ("do" is Polish and Czech
 * "for" as well as Portuguese "of the": it is left out; "con", "with" are joining words, not these.)
 */
export const OF_LINKS: Readonly<Record<string, readonly string[]>> = {
  es: ['de', 'del'],
  pt: ['de', 'da', 'dos', 'das'],
  fr: ['de', 'du', 'des'],
  it: ['di', 'del', 'dello', 'della', 'dei', 'degli', 'delle', 'da'],
  ro: ['de', 'din'],
  ca: ['de', 'del', 'dels'],
};

/** An "of" elided onto the next word ("d'anchois", "dell'aglio", "degl'", "dall'"): the word after it is B. */
export const ELIDED_OF = /^(?:d|dell|dall|degl|dels)['’‘`]/i;

/**
 * Heads whose make-up B names, by how sure the phrase is of it:
 * - `drink`: a plant drink when B is a plant drinks are made of ("leche de almendras", "lapte de soia"): no milk;
 * - `spread`: a cream, butter or spread of B ("crème de soja", "unt de arahide"): B's for certain; the head's own
 *   allergens (its milk) only on the label, since some are made with it ("crema de avellanas");
 * - `form`: B ground, pressed or made into a paste ("farina di castagne", "pâte d'anchois", "aceite de nuez"): B's
 *   for certain; the head's own reading (the wheat of flour, the pasta of "pasta") only on the label.
 */
export const MADE_OF_HEADS: Readonly<Record<'drink' | 'spread' | 'form', readonly string[]>> = {
  drink: ['leche', 'leite', 'lait', 'latte', 'lapte', 'llet', 'bebida', 'bevanda', 'boisson', 'bautura'],
  spread: ['crema', 'creme', 'crème', 'nata', 'natas', 'panna', 'mantequilla', 'manteiga', 'beurre', 'burro', 'unt', 'mantega', 'smântână'],
  form: [
    // a cube or tablet of stock: what its stock is of is said after it ("cubo de caldo de pollo", "dado di brodo di manzo")
    'cubo',
    'cubito',
    'pastilla',
    'tableta',
    'tablete',
    'dado',
    'pastiglia',
    'cube',
    'tablette',
    'cub',
    'pasta',
    'pâte',
    'pastă',
    'massa',
    'purée',
    'puré',
    'piure',
    'farina',
    'harina',
    'farine',
    'farinha',
    'făină',
    'polvo',
    'poudre',
    'polvere',
    'pudră',
    'aceite',
    'huile',
    'olio',
    'óleo',
    'azeite',
    'ulei',
    'oli',
  ],
};

/** Every language's "of" words, in normal form. */
export const OF_LINK_KEYS: ReadonlySet<string> = new Set(Object.values(OF_LINKS).flat().map(normaliseKey));

/** A head's kind, by its normal form. */
export const MADE_OF_HEAD_KIND: ReadonlyMap<string, 'drink' | 'spread' | 'form'> = new Map(
  (Object.entries(MADE_OF_HEADS) as ['drink' | 'spread' | 'form', readonly string[]][]).flatMap(([kind, words]) =>
    words.map((word) => [normaliseKey(word), kind] as const),
  ),
);
