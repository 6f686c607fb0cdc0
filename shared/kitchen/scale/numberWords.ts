import type { RecipeLanguage } from '../language/languages';

/**
 * Words a recipe writes after an amount, in the forms its language gives a number (data): when scaling takes
 * "2 gousses" to one, the word follows the amount ("1 gousse"), and back ("1 diente" → "2 dientes", "1 Ei" → "3 Eier").
 * Two forms (one, many), or three where the language has a form for a few (Polish "2 jajka", "5 jajek"; Czech
 * "2 lžíce", "5 lžic"): which one an amount takes is `formFor`. A German compound ending in one of these takes its
 * ending's number ("Knoblauchzehen" → "Knoblauchzehe"). A form two languages write alike ("ei", German and Dutch)
 * is read as the recipe's language.
 */
export type NumberForms = readonly [one: string, many: string] | readonly [one: string, few: string, many: string];

export const NUMBER_WORDS: Partial<Record<RecipeLanguage, readonly NumberForms[]>> = {
  fr: [
    ['gousse', 'gousses'],
    ['cuillère', 'cuillères'],
    ['boîte', 'boîtes'],
    ['sachet', 'sachets'],
    ['feuille', 'feuilles'],
    ['tranche', 'tranches'],
    ['pincée', 'pincées'],
    ['poignée', 'poignées'],
    ['bouquet', 'bouquets'],
    ['œuf', 'œufs'],
    ['oeuf', 'oeufs'],
    ['oignon', 'oignons'],
    ['citron', 'citrons'],
    ['carotte', 'carottes'],
    ['échalote', 'échalotes'],
    ['tomate', 'tomates'],
  ],
  es: [
    ['diente', 'dientes'],
    ['cucharada', 'cucharadas'],
    ['cucharadita', 'cucharaditas'],
    ['lata', 'latas'],
    ['sobre', 'sobres'],
    ['hoja', 'hojas'],
    ['rebanada', 'rebanadas'],
    ['pizca', 'pizcas'],
    ['puñado', 'puñados'],
    ['manojo', 'manojos'],
    ['huevo', 'huevos'],
    ['cebolla', 'cebollas'],
    ['limón', 'limones'],
    ['zanahoria', 'zanahorias'],
    ['tomate', 'tomates'],
  ],
  pt: [
    ['dente', 'dentes'],
    ['colher', 'colheres'],
    ['lata', 'latas'],
    ['folha', 'folhas'],
    ['fatia', 'fatias'],
    ['pitada', 'pitadas'],
    ['punhado', 'punhados'],
    ['maço', 'maços'],
    ['ovo', 'ovos'],
    ['cebola', 'cebolas'],
    ['limão', 'limões'],
    ['cenoura', 'cenouras'],
    ['tomate', 'tomates'],
  ],
  it: [
    ['spicchio', 'spicchi'],
    ['cucchiaio', 'cucchiai'],
    ['cucchiaino', 'cucchiaini'],
    ['barattolo', 'barattoli'],
    ['foglia', 'foglie'],
    ['fetta', 'fette'],
    ['pizzico', 'pizzichi'],
    ['manciata', 'manciate'],
    ['mazzetto', 'mazzetti'],
    ['mazzo', 'mazzi'],
    ['uovo', 'uova'],
    ['cipolla', 'cipolle'],
    ['limone', 'limoni'],
    ['carota', 'carote'],
    ['pomodoro', 'pomodori'],
  ],
  de: [
    ['zehe', 'zehen'],
    ['dose', 'dosen'],
    ['päckchen', 'päckchen'],
    ['blatt', 'blätter'],
    ['scheibe', 'scheiben'],
    ['prise', 'prisen'],
    ['ei', 'eier'],
    ['zwiebel', 'zwiebeln'],
    ['zitrone', 'zitronen'],
    ['karotte', 'karotten'],
    ['möhre', 'möhren'],
    ['kartoffel', 'kartoffeln'],
    ['tomate', 'tomaten'],
    ['schalotte', 'schalotten'],
  ],
  nl: [
    ['teentje', 'teentjes'],
    ['blik', 'blikken'],
    ['handvol', 'handvollen'],
    ['bos', 'bossen'],
    ['ei', 'eieren'],
    ['ui', 'uien'],
    ['sjalot', 'sjalotten'],
    ['citroen', 'citroenen'],
    ['wortel', 'wortels'],
    ['tomaat', 'tomaten'],
    ['eetlepel', 'eetlepels'],
    ['theelepel', 'theelepels'],
  ],
  sv: [
    ['klyfta', 'klyftor'],
    ['näve', 'nävar'],
  ],
  pl: [
    ['ząbek', 'ząbki', 'ząbków'],
    ['łyżka', 'łyżki', 'łyżek'],
    ['łyżeczka', 'łyżeczki', 'łyżeczek'],
    ['szklanka', 'szklanki', 'szklanek'],
    ['puszka', 'puszki', 'puszek'],
    ['garść', 'garście', 'garści'],
    ['szczypta', 'szczypty', 'szczypt'],
    ['plaster', 'plastry', 'plastrów'],
    ['jajko', 'jajka', 'jajek'],
    ['jajo', 'jaja', 'jaj'],
    ['cebula', 'cebule', 'cebul'],
    ['marchewka', 'marchewki', 'marchewek'],
    ['pomidor', 'pomidory', 'pomidorów'],
    ['cytryna', 'cytryny', 'cytryn'],
    ['ziemniak', 'ziemniaki', 'ziemniaków'],
  ],
  cs: [
    ['stroužek', 'stroužky', 'stroužků'],
    ['lžíce', 'lžíce', 'lžic'],
    ['lžička', 'lžičky', 'lžiček'],
    ['hrnek', 'hrnky', 'hrnků'],
    ['vejce', 'vejce', 'vajec'],
    ['cibule', 'cibule', 'cibulí'],
    ['mrkev', 'mrkve', 'mrkví'],
  ],
  hu: [['gerezd', 'gerezdek']],
  tr: [['diş', 'diş']],
};

/**
 * Which of a word's forms an amount takes. Two forms: one up to 1, many above. Three (Polish, Czech): one for 1,
 * few for 2–4 (22–24…, not 12–14) and for a part ("1½ łyżki"), many for the rest.
 */
export function formFor(forms: NumberForms, amount: number): string {
  if (forms.length === 2) return amount > 1 ? forms[1] : forms[0];
  if (amount === 1) return forms[0];
  if (!Number.isInteger(amount)) return forms[1];
  const tens = amount % 100;
  const units = amount % 10;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? forms[1] : forms[2];
}

const BY_FORM: ReadonlyMap<string, readonly { language: RecipeLanguage; forms: NumberForms }[]> = (() => {
  const map = new Map<string, { language: RecipeLanguage; forms: NumberForms }[]>();
  for (const [language, list] of Object.entries(NUMBER_WORDS) as [RecipeLanguage, readonly NumberForms[]][]) {
    for (const forms of list) {
      for (const form of new Set(forms)) map.set(form, [...(map.get(form) ?? []), { language, forms }]);
    }
  }
  return map;
})();

/** Shortest ending of a compound that takes the ending's number ("Knoblauch|zehen"). */
const MIN_ENDING = 3;

/**
 * The word in the form an amount asks for, its own case kept; undefined when the table does not know the word.
 * `languages`: the recipe's likely languages, best first, for a form two languages share.
 */
export function wordInNumber(word: string, amount: number, languages: readonly RecipeLanguage[] = []): string | undefined {
  const lower = word.toLowerCase();
  for (let cut = 0; cut === 0 || cut <= lower.length - MIN_ENDING; cut++) {
    const ending = lower.slice(cut);
    const entries = BY_FORM.get(ending);
    if (!entries || (cut > 0 && ending.length < 4)) continue;
    const rank = (language: RecipeLanguage) => {
      const at = languages.indexOf(language);
      return at < 0 ? languages.length : at;
    };
    const entry = [...entries].sort((a, b) => rank(a.language) - rank(b.language))[0];
    if (!entry) continue;
    const want = formFor(entry.forms, amount);
    if (want === ending) return word;
    const head = word.slice(0, cut);
    const said = cut === 0 && word.charAt(0) !== lower.charAt(0) ? want.charAt(0).toUpperCase() + want.slice(1) : want;
    return `${head}${said}`;
  }
  return undefined;
}
