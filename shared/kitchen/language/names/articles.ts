import type { LocalLanguage } from '../languages';

/**
 * One article (or article fused with a preposition) in its forms: masculine and feminine, singular and plural, and the
 * elided form said before a vowel ("l'", "dell'"); `mImpure` is Italian's masculine form before s + consonant, z, gn, ps
 * ("lo", "dello"). Empty where the language has no such form.
 */
export interface ArticleForms {
  m: string;
  f: string;
  mPl: string;
  fPl: string;
  /** Before a vowel (and a mute h in French), either gender, singular. */
  vowel?: string;
  /** Feminine before a vowel where it differs from `vowel` (Italian "un'" beside "un"). */
  fVowel?: string;
  mImpure?: string;
  mPlVowel?: string;
}

const row = (m: string, f: string, mPl: string, fPl: string, more: Partial<ArticleForms> = {}): ArticleForms => ({
  m,
  f,
  mPl,
  fPl,
  ...more,
});

/** The articles a step puts before a food, per language (data): re-chosen for the substitute's noun. */
export const ARTICLES: Partial<Record<LocalLanguage, readonly ArticleForms[]>> = {
  fr: [
    row('le', 'la', 'les', 'les', { vowel: "l'" }),
    row('du', 'de la', 'des', 'des', { vowel: "de l'" }),
    row('au', 'à la', 'aux', 'aux', { vowel: "à l'" }),
    row('un', 'une', 'des', 'des'),
    row('de', 'de', 'de', 'de', { vowel: "d'" }),
  ],
  it: [
    row('il', 'la', 'i', 'le', { vowel: "l'", mImpure: 'lo', mPlVowel: 'gli' }),
    row('del', 'della', 'dei', 'delle', { vowel: "dell'", mImpure: 'dello', mPlVowel: 'degli' }),
    row('al', 'alla', 'ai', 'alle', { vowel: "all'", mImpure: 'allo', mPlVowel: 'agli' }),
    row('nel', 'nella', 'nei', 'nelle', { vowel: "nell'", mImpure: 'nello', mPlVowel: 'negli' }),
    row('dal', 'dalla', 'dai', 'dalle', { vowel: "dall'", mImpure: 'dallo', mPlVowel: 'dagli' }),
    row('sul', 'sulla', 'sui', 'sulle', { vowel: "sull'", mImpure: 'sullo', mPlVowel: 'sugli' }),
    row('col', 'con la', 'coi', 'con le'),
    row('un', 'una', 'dei', 'delle', { fVowel: "un'", mImpure: 'uno' }),
  ],
  es: [
    row('el', 'la', 'los', 'las'),
    row('del', 'de la', 'de los', 'de las'),
    row('al', 'a la', 'a los', 'a las'),
    row('un', 'una', 'unos', 'unas'),
  ],
  pt: [
    row('o', 'a', 'os', 'as'),
    row('do', 'da', 'dos', 'das'),
    row('ao', 'à', 'aos', 'às'),
    row('no', 'na', 'nos', 'nas'),
    row('pelo', 'pela', 'pelos', 'pelas'),
    row('um', 'uma', 'uns', 'umas'),
  ],
};

export type Gender = 'm' | 'f';

/**
 * How a language tells a noun's gender: words said outright, else the ending (longest first); a noun none of them
 * names is left with the article the step gave it. Number: a plural ending (French, Spanish, Portuguese "-s").
 */
export interface GenderRules {
  words: Readonly<Record<string, Gender>>;
  endings: readonly (readonly [ending: string, gender: Gender])[];
  pluralEndings: readonly string[];
  /** Plural nouns a plural ending does not tell (Italian "-e" and "-i" also end singulars: "latte", "pane"), with gender. */
  pluralWords?: Readonly<Record<string, Gender>>;
}

const words = (gender: Gender, list: string): Record<string, Gender> => Object.fromEntries(list.split(' ').map((w) => [w, gender]));

export const GENDERS: Partial<Record<LocalLanguage, GenderRules>> = {
  fr: {
    words: {
      ...words(
        'f',
        'crème boisson farine sauce pâte pâtes huile eau cuisse aile poitrine escalope épaule levure margarine graisse poudre fécule gomme compote chapelure mélasse protéine purée gelée glace saucisse saucisses dinde courgette mayonnaise semoule polenta moutarde viande lanières nouilles feuilles graines pépites flocons',
      ),
      ...words(
        'm',
        'lait beurre fromage tofu yaourt yaourts bouillon fond fumet sucre sirop riz jus vinaigre miel tempeh sel œuf œufs café parmesan emmental gruyère cheddar chocolat extrait édulcorant mélange tahini tamari quinoa cidre piment haché bacon poisson aquafaba avocat blanc filet poulet bœuf agneau pilon',
      ),
    },
    endings: [
      ['tion', 'f'],
      ['ette', 'f'],
      ['ure', 'f'],
      ['ine', 'f'],
      ['ée', 'f'],
      ['ade', 'f'],
      ['aise', 'f'],
      ['age', 'm'],
      ['ment', 'm'],
    ],
    pluralEndings: ['s', 'x'],
  },
  es: {
    words: {
      ...words('f', 'leche carne miel sal base col nata crema harina mantequilla margarina levadura bebida salsa'),
      ...words('m', 'aceite pan café puré yogur kétchup sirope vinagre caldo queso arroz azúcar aguacate tofu tempeh zumo'),
    },
    endings: [
      ['ción', 'f'],
      ['a', 'f'],
      ['o', 'm'],
    ],
    pluralEndings: ['s'],
  },
  it: {
    words: {
      ...words('f', 'carne base maionese panna crema farina margarina bevanda salsa'),
      ...words('m', 'latte pane burro sale miele brodo formaggio tofu tempeh yogurt olio aceto succo caffè riso zucchero gelato'),
    },
    endings: [
      ['zione', 'f'],
      ['a', 'f'],
      ['o', 'm'],
    ],
    pluralEndings: [],
    pluralWords: {
      ...words(
        'f',
        'striscioline listarelle fette foglie scaglie gocce salsicce lenticchie zucchine olive ciliegie noci meringhe prugne fave castagne capesante cozze acciughe albicocche mandorle nocciole uova patate carote cipolle piadine sfoglie proteine more fragole mele pere erbe spezie cotiche cotenne cimette taccole',
      ),
      ...words(
        'm',
        'semi funghi spaghetti gnocchi fagioli savoiardi lamponi fiocchi cetrioli ceci capperi biscotti spinaci pomodorini pomodori piselli pinoli pezzi peperoni peperoncini panini fichi datteri dadi cuori crostini crauti cavolini baccelli cubetti bocconcini lupini',
      ),
    },
  },
  pt: {
    words: {
      ...words('f', 'carne base natas manteiga margarina bebida levedura farinha'),
      ...words('m', 'leite creme iogurte molho pão queijo açúcar mel sal óleo azeite caldo tofu tempeh café arroz vinagre puré'),
    },
    endings: [
      ['ção', 'f'],
      ['a', 'f'],
      ['o', 'm'],
    ],
    pluralEndings: ['s'],
  },
};
