import { phraseInLowercase } from './text';

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
  // Slovak, Croatian, Serbian, Bosnian, Slovene, Romanian, Albanian
  ...['podávajte', 'podávame', 'poslužite', 'posluži', 'poslužiti', 'servirajte', 'služite', 'postrezite', 'ponudite'],
  ...['serviți', 'servește', 'servim', 'se servește', 'shërbejeni', 'shërbeni', 'servirni'],
  // Bulgarian, Russian, Ukrainian, Serbian Cyrillic
  ...['поднесете', 'поднася', 'поднасят', 'сервирайте', 'сервира', 'сервират', 'подавайте', 'подавать', 'подаём', 'подаем'],
  ...['подают', 'подаётся', 'подается', 'сервируйте', 'подавати', 'подають', 'послужите', 'сервирати'],
  // Greek, Finnish, Estonian, Latvian, Lithuanian, Icelandic, Welsh
  ...['σερβίρετε', 'σερβίρουμε', 'σερβίρεται', 'συνοδεύστε', 'tarjoile', 'tarjoillaan', 'serveeri', 'serveerige'],
  ...['pasniedz', 'patiekite', 'berið fram', 'borið fram', 'gweinwch', 'gweini'],
  // Tagalog, Vietnamese, Persian, Arabic, Hebrew, Hindi
  ...['ihain', 'ăn kèm', 'dùng kèm', 'dùng với', 'سرو کنید', 'سرو', 'يقدم', 'قدم', 'تقدم', 'מגישים', 'להגיש', 'הגישו', 'परोसें'],
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
export const WITH_WORDS: ReadonlySet<string> = new Set(
  'with alongside over atop mit avec con com met med z ze s se dengan kun uz sa cu me með gyda kasama với с със со με با مع עם'.split(' '),
);

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
export const WITH_AFTER_WORDS: ReadonlySet<string> = new Set(['ile', 'ilə', 'kanssa']);

/** Words that join the suggested foods ("rice and salad", "arroz e salada", "ris och sallad"); not "a" or "o", articles as often. */
export const JOINS: ReadonlySet<string> = new Set(
  'and or en of und oder et ou y e og eller och i lub oraz és vagy ve veya dan atau ili și sau ja tai và и или και ή و'.split(' '),
);

/** Words that end the list of suggested foods: a clause of its own follows ("… if you like", "… pour le goûter"). */
export const SLOT_ENDS: ReadonlySet<string> = new Set(
  // A place phrase ends the foods too: "… on the side", "… beside the rice".
  'if when for to while as on beside wenn falls für zum zur si pour quand para per om als jeśli eğer için'.split(' '),
);

/**
 * How much of a suggested food a cook serves ("a scoop of", "a dollop of", "eine Kugel", "une boule de", "una pallina
 * di"): a measure, never a food. Its "of" word ("of", "de", "di", "van") joins the measure to its food, not two foods.
 * Lowercase, compared in normal form.
 */
export const SERVING_MEASURES: readonly string[] = [
  // English
  ...['scoop', 'scoops', 'dollop', 'dollops', 'drizzle', 'drizzles', 'splash', 'dash', 'spoonful', 'spoonfuls', 'knob'],
  ...['sprinkle', 'sprinkling', 'handful', 'handfuls', 'pinch', 'dusting', 'swirl', 'blob', 'wedge', 'wedges', 'slice', 'slices'],
  ...['side', 'bowl', 'glass', 'cup', 'jug', 'pot', 'portion', 'helping', 'serving', 'piece', 'pieces', 'squeeze', 'squirt'],
  // German
  ...['kugel', 'kugeln', 'klecks', 'klacks', 'schuss', 'spritzer', 'scheibe', 'scheiben', 'portion', 'stück', 'glas', 'handvoll'],
  ...['prise', 'löffel', 'esslöffel', 'teelöffel', 'schälchen', 'schale', 'tupfer', 'häubchen', 'schlag', 'spalte', 'spalten'],
  // French
  ...['boule', 'boules', 'cuillerée', 'cuillerées', 'cuillère', 'filet', 'trait', 'noix', 'noisette', 'pincée', 'poignée'],
  ...['tranche', 'tranches', 'part', 'verre', 'bol', 'quartier', 'quartiers', 'touche', 'nuage'],
  // Italian
  ...['pallina', 'palline', 'cucchiaio', 'cucchiaiata', 'cucchiaino', 'filo', 'ciuffo', 'spruzzata', 'goccio', 'pizzico'],
  ...['manciata', 'fetta', 'fette', 'bicchiere', 'ciotola', 'porzione', 'spicchio', 'spicchi', 'velo'],
  // Spanish, Portuguese
  ...['bola', 'bolas', 'cucharada', 'cucharadita', 'chorrito', 'chorro', 'pizca', 'puñado', 'rodaja', 'rodajas', 'vaso', 'taza'],
  ...['porción', 'gajo', 'gajos', 'colherada', 'fio', 'pitada', 'punhado', 'fatia', 'fatias', 'copo', 'bolinha'],
  // Dutch, Scandinavian
  ...[
    'lepel',
    'lepeltje',
    'eetlepel',
    'theelepel',
    'bolletje',
    'bolletjes',
    'schep',
    'schepje',
    'klodder',
    'klontje',
    'scheutje',
    'snufje',
    'plak',
    'plakje',
    'glas',
    'kom',
  ],
  ...['kugle', 'kule', 'kula', 'klick', 'skvätt', 'skive', 'skiva', 'glass', 'skål', 'klat'],
  // Polish, Czech, Hungarian
  ...['gałka', 'gałką', 'gałki', 'kulka', 'kulką', 'łyżka', 'łyżką', 'łyżeczka', 'plaster', 'plasterek', 'kawałek', 'porcja', 'porcją'],
  ...['kopeček', 'kopečkem', 'lžíce', 'plátek', 'gombóc', 'gombóccal', 'kanál', 'szelet', 'pohár'],
];

/** The "of" that joins a measure to its food ("a scoop of", "une boule de", "una pallina di", "een bolletje van"). */
export const MEASURE_OF: ReadonlySet<string> = new Set("of de d' d’ di del della dello van med af av z ze".split(' '));

/** A sentence that is a serving suggestion: it says one of the serving words. */
export function isServingSentence(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  return SERVING_WORDS.some((w) => phraseInLowercase(lower, w).length > 0);
}
