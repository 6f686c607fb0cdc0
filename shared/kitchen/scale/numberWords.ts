/**
 * Words a recipe writes after an amount, in their one and many forms, in the languages recipes are pasted in (data):
 * when scaling takes "2 gousses" to one, the word follows the amount ("1 gousse"), and back ("1 diente" → "2 dientes").
 * A German compound ending in one of these takes its ending's number ("Knoblauchzehen" → "Knoblauchzehe").
 */
export const NUMBER_PAIRS: readonly (readonly [one: string, many: string])[] = [
  // cloves of garlic
  ['gousse', 'gousses'],
  ['diente', 'dientes'],
  ['dente', 'dentes'],
  ['spicchio', 'spicchi'],
  ['zehe', 'zehen'],
  ['teentje', 'teentjes'],
  ['klyfta', 'klyftor'],
  ['ząbek', 'ząbki'],
  ['stroužek', 'stroužky'],
  ['gerezd', 'gerezdek'],
  ['diş', 'diş'],
  // spoons, tins, packets, leaves, slices, pinches
  ['cuillère', 'cuillères'],
  ['cucharada', 'cucharadas'],
  ['cucharadita', 'cucharaditas'],
  ['colher', 'colheres'],
  ['cucchiaio', 'cucchiai'],
  ['cucchiaino', 'cucchiaini'],
  ['boîte', 'boîtes'],
  ['lata', 'latas'],
  ['barattolo', 'barattoli'],
  ['dose', 'dosen'],
  ['blik', 'blikken'],
  ['sachet', 'sachets'],
  ['sobre', 'sobres'],
  ['päckchen', 'päckchen'],
  ['feuille', 'feuilles'],
  ['hoja', 'hojas'],
  ['folha', 'folhas'],
  ['foglia', 'foglie'],
  ['blatt', 'blätter'],
  ['tranche', 'tranches'],
  ['rebanada', 'rebanadas'],
  ['fatia', 'fatias'],
  ['fetta', 'fette'],
  ['scheibe', 'scheiben'],
  ['pincée', 'pincées'],
  ['pizca', 'pizcas'],
  ['pitada', 'pitadas'],
  ['pizzico', 'pizzichi'],
  ['prise', 'prisen'],
  // handfuls and bunches
  ['poignée', 'poignées'],
  ['puñado', 'puñados'],
  ['manciata', 'manciate'],
  ['punhado', 'punhados'],
  ['handvol', 'handvollen'],
  ['bouquet', 'bouquets'],
  ['manojo', 'manojos'],
  ['mazzetto', 'mazzetti'],
  ['mazzo', 'mazzi'],
  ['maço', 'maços'],
  ['bos', 'bossen'],
  ['garść', 'garście'],
  ['näve', 'nävar'],
  // foods counted whole
  ['œuf', 'œufs'],
  ['oeuf', 'oeufs'],
  ['huevo', 'huevos'],
  ['ovo', 'ovos'],
  ['uovo', 'uova'],
  ['ei', 'eier'],
  ['oignon', 'oignons'],
  ['cebolla', 'cebollas'],
  ['cebola', 'cebolas'],
  ['cipolla', 'cipolle'],
  ['zwiebel', 'zwiebeln'],
  ['citron', 'citrons'],
  ['limón', 'limones'],
  ['limão', 'limões'],
  ['limone', 'limoni'],
  ['zitrone', 'zitronen'],
  ['carotte', 'carottes'],
  ['zanahoria', 'zanahorias'],
  ['cenoura', 'cenouras'],
  ['carota', 'carote'],
  ['karotte', 'karotten'],
  ['échalote', 'échalotes'],
  ['tomate', 'tomates'],
  ['pomodoro', 'pomodori'],
];

const BY_FORM: ReadonlyMap<string, readonly [string, string]> = new Map(
  NUMBER_PAIRS.flatMap((pair) => [
    [pair[0], pair],
    [pair[1], pair],
  ]),
);

/** Shortest ending of a compound that takes the ending's number ("Knoblauch|zehen"). */
const MIN_ENDING = 3;

/** The word in the number an amount asks for, its own case kept; undefined when the table does not know the word. */
export function wordInNumber(word: string, plural: boolean): string | undefined {
  const lower = word.toLowerCase();
  for (let cut = 0; cut <= lower.length - MIN_ENDING; cut++) {
    const ending = lower.slice(cut);
    const pair = BY_FORM.get(ending);
    if (!pair || (cut > 0 && ending.length < 4)) continue;
    const want = plural ? pair[1] : pair[0];
    if (want === ending) return word;
    const head = word.slice(0, cut);
    const said = cut === 0 && word.charAt(0) !== lower.charAt(0) ? want.charAt(0).toUpperCase() + want.slice(1) : want;
    return `${head}${said}`;
  }
  return undefined;
}
