/**
 * The words of a serving suggestion, per language (data, lowercase, whole words). Only such a sentence offers a food
 * the recipe does not make; elsewhere an unlisted food is one the list forgot (a prose recipe).
 */

/** Verbs and phrases that make a sentence a serving suggestion. */
export const SERVING_WORDS: readonly string[] = [
  // English
  ...['serve', 'served', 'serving', 'goes well', 'go well', 'pairs well', 'accompany', 'accompanied'],
  // German
  ...[
    'dazu passt',
    'dazu passen',
    'dazu gibt',
    "dazu gibt's",
    'dazu gibts',
    'dazu schmeckt',
    'dazu schmecken',
    'servieren',
    'serviert',
    'reichen',
    'anrichten',
  ],
  // French
  ...['servir', 'servez', 'servi', 'servie', 'accompagner', 'accompagnez', 'accompagné', 'accompagnée'],
  // Spanish, Portuguese
  ...[
    'sirva',
    'sirve',
    'servir',
    'servirlo',
    'servido',
    'servida',
    'acompañar',
    'acompaña',
    'acompañe',
    'acompanhe',
    'acompanhar',
    'acompanhado',
  ],
  // Italian
  ...['servire', 'servite', 'servito', 'accompagnare', 'accompagnate'],
  // Dutch, Swedish, Danish, Norwegian
  ...['serveer', 'serveren', 'geserveerd', 'servera', 'serveras', 'server', 'serveres', 'servér'],
  // Polish, Czech, Hungarian, Turkish, Indonesian
  ...['podawać', 'podawaj', 'podać', 'podajemy', 'podávejte', 'podávat', 'tálaljuk', 'tálald', 'servis', 'sajikan', 'hidangkan'],
];

/**
 * Frames after which the suggestion follows at once, with no word for "with" ("Dazu gibt's Reis", "Dazu passt ein
 * Salat", "goes well with").
 */
export const SLOT_AFTER_FRAMES: readonly string[] = [
  ...['goes well with', 'go well with', 'pairs well with'],
  ...['dazu passt', 'dazu passen', 'dazu gibt', "dazu gibt's", 'dazu gibts', 'dazu gibt es', 'dazu schmeckt', 'dazu schmecken'],
];

/** The word for "with" that leads the suggested foods, per language. */
export const WITH_WORDS: ReadonlySet<string> = new Set('with alongside over atop mit avec con com met med z ze s se dengan kun'.split(' '));

/**
 * What a serving sentence may name that is no food to leave out ("serve with the dish", "on a warm plate", "mit einem
 * Löffel", "with the sauce spooned over"): tableware, the dish itself and its own parts. Written as cooks write them;
 * compared in normal form.
 */
export const TABLEWARE_AND_PART_WORDS: readonly string[] = (
  'dish dishes plate plates platter platters bowl bowls spoon spoons fork forks table glass glasses board ' +
  'gericht teller schale schüssel löffel tisch plat plats assiette assiettes bol cuillère table ' +
  'plato platos fuente cuchara mesa piatto piatti ciotola cucchiaio tavola prato pratos travessa colher ' +
  'gerecht bord borden kom lepel talerz łyżka miska maträtt tallrik skål sked ret tallerken skje ' +
  'sauce soße sosse salsa sugo molho saus sos omáčka szósz glaze dressing filling topping mixture marinade ' +
  'garniture appareil relleno mezcla ripieno recheio vulling nadzienie fyllning töltelék'
).split(' ');

/** The word for "with" written after the suggested foods (Turkish "Yoğurt ile servis edin"). */
export const WITH_AFTER_WORDS: ReadonlySet<string> = new Set(['ile', 'ilə']);

/** Words that join the suggested foods ("rice and salad", "arroz e salada", "ris och sallad"); not "a" or "o", articles as often. */
export const JOINS: ReadonlySet<string> = new Set(
  'and or en of und oder et ou y e og eller och i lub oraz és vagy ve veya dan atau'.split(' '),
);

/** Words that end the list of suggested foods: a clause of its own follows ("… if you like", "… pour le goûter"). */
export const SLOT_ENDS: ReadonlySet<string> = new Set(
  'if when for to while as wenn falls für zum zur si pour quand para per om als jeśli eğer için'.split(' '),
);
