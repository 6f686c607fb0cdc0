import type { LocalLanguage } from '../languages';

/**
 * A free-from or diet word as each language says it, and where it goes: `before` the food (German "glutenfreie
 * Nudeln", Swedish "glutenfri pasta") or `after` it (French "pâtes sans gluten", Polish "makaron bez glutenu").
 * Adjectives are given in the form that fits most foods in a list (German's plural/feminine "-e").
 */
export interface LocalQualifier {
  word: string;
  place: 'before' | 'after';
}

type QualifierNames = Partial<Record<LocalLanguage, LocalQualifier>>;

const b = (word: string): LocalQualifier => ({ word, place: 'before' });
const a = (word: string): LocalQualifier => ({ word, place: 'after' });

export const QUALIFIER_NAMES: Readonly<Record<string, QualifierNames>> = {
  'gluten-free': {
    de: b('glutenfreie'),
    fr: a('sans gluten'),
    es: a('sin gluten'),
    it: a('senza glutine'),
    pt: a('sem glúten'),
    nl: b('glutenvrije'),
    pl: a('bez glutenu'),
    sv: b('glutenfri'),
    da: b('glutenfri'),
    nb: b('glutenfri'),
    hu: b('gluténmentes'),
    cs: a('bez lepku'),
    tr: b('glutensiz'),
  },
  // A dairy-free version of a dairy food is a plant product, and its cooks and shops call it so: "vegane Ricotta",
  // "formaggio vegetale", "queso vegetal", "növényi tejszín"; the languages whose plant word agrees with its noun in
  // gender ("wegańska", "veganskt", "rostlinná") keep their free-from words.
  'dairy-free': {
    de: b('vegane'),
    fr: a('vegan'),
    es: a('vegetal'),
    it: a('vegetale'),
    pt: a('vegetal'),
    nl: b('vegan'),
    pl: a('bez nabiału'),
    sv: b('mjölkfri'),
    da: b('mælkefri'),
    nb: b('melkefri'),
    hu: b('növényi'),
    cs: a('bez mléka'),
    tr: b('vegan'),
  },
  'egg-free': {
    de: b('eifreie'),
    fr: a('sans œufs'),
    es: a('sin huevo'),
    it: a('senza uova'),
    pt: a('sem ovos'),
    nl: b('eivrije'),
    pl: a('bez jajek'),
    sv: b('äggfri'),
    da: b('æggefri'),
    nb: b('eggfri'),
    hu: b('tojásmentes'),
    cs: a('bez vajec'),
    tr: b('yumurtasız'),
  },
  'nut-free': {
    de: b('nussfreie'),
    fr: a('sans fruits à coque'),
    es: a('sin frutos secos'),
    it: a('senza frutta a guscio'),
    pt: a('sem frutos secos'),
    nl: b('notenvrije'),
    pl: a('bez orzechów'),
    sv: b('nötfri'),
    da: b('nøddefri'),
    nb: b('nøttefri'),
    hu: b('diómentes'),
    cs: a('bez ořechů'),
  },
  'soy-free': {
    de: b('sojafreie'),
    fr: a('sans soja'),
    es: a('sin soja'),
    it: a('senza soia'),
    pt: a('sem soja'),
    nl: b('sojavrije'),
    pl: a('bez soi'),
    sv: b('sojafri'),
    da: b('sojafri'),
    nb: b('soyafri'),
    hu: b('szójamentes'),
    cs: a('bez sóji'),
  },
  'sugar-free': {
    de: b('zuckerfreie'),
    fr: a('sans sucre'),
    es: a('sin azúcar'),
    it: a('senza zucchero'),
    pt: a('sem açúcar'),
    nl: b('suikervrije'),
    pl: a('bez cukru'),
    sv: b('sockerfri'),
    da: b('sukkerfri'),
    nb: b('sukkerfri'),
    hu: b('cukormentes'),
    cs: a('bez cukru'),
    tr: b('şekersiz'),
  },
  'lactose-free': {
    de: b('laktosefreie'),
    fr: a('sans lactose'),
    es: a('sin lactosa'),
    it: a('senza lattosio'),
    pt: a('sem lactose'),
    nl: b('lactosevrije'),
    pl: a('bez laktozy'),
    sv: b('laktosfri'),
    da: b('laktosefri'),
    nb: b('laktosefri'),
    hu: b('laktózmentes'),
    cs: b('bezlaktózové'),
    tr: b('laktozsuz'),
  },
  'low-sodium': {
    de: b('salzarme'),
    fr: a('pauvre en sel'),
    es: a('bajo en sal'),
    it: a('a basso contenuto di sale'),
    pt: a('com pouco sal'),
    nl: b('zoutarme'),
    pl: a('o niskiej zawartości soli'),
    sv: a('med lite salt'),
    da: a('med lavt saltindhold'),
    nb: a('med lite salt'),
    hu: b('sószegény'),
    cs: a('se sníženým obsahem soli'),
  },
  'non-alcoholic': {
    de: b('alkoholfreie'),
    fr: a('sans alcool'),
    es: a('sin alcohol'),
    it: a('analcolico'),
    pt: a('sem álcool'),
    nl: b('alcoholvrije'),
    pl: b('bezalkoholowe'),
    sv: b('alkoholfri'),
    da: b('alkoholfri'),
    nb: b('alkoholfri'),
    hu: b('alkoholmentes'),
    cs: b('nealkoholické'),
    tr: b('alkolsüz'),
  },
  'reduced-fat': {
    de: b('fettreduzierte'),
    fr: a('allégé'),
    es: a('bajo en grasa'),
    it: a('light'),
    pt: a('magro'),
    nl: b('halfvolle'),
    pl: a('o obniżonej zawartości tłuszczu'),
    sv: b('lätt'),
    da: b('let'),
    nb: b('lett'),
    hu: b('zsírszegény'),
    cs: b('nízkotučné'),
  },
  'whole-grain': {
    de: b('Vollkorn-'),
    fr: a('complet'),
    es: a('integral'),
    it: a('integrale'),
    pt: a('integral'),
    nl: b('volkoren'),
    pl: a('pełnoziarnisty'),
    sv: b('fullkorns-'),
    da: b('fuldkorns-'),
    nb: b('fullkorns-'),
    hu: b('teljes kiőrlésű'),
    cs: b('celozrnné'),
  },
  'low-carb': {
    de: b('Low-Carb-'),
    fr: a('pauvre en glucides'),
    es: a('bajo en carbohidratos'),
    it: a('low carb'),
    pt: a('low carb'),
    nl: b('koolhydraatarme'),
    pl: a('o niskiej zawartości węglowodanów'),
    sv: b('kolhydratsnål'),
    da: b('kulhydratfattig'),
    nb: b('karbohydratfattig'),
  },
  keto: {
    de: b('Keto-'),
    fr: a('céto'),
    es: a('keto'),
    it: a('keto'),
    pt: a('keto'),
    nl: b('keto'),
    pl: a('keto'),
    sv: b('keto'),
    da: b('keto'),
    nb: b('keto'),
  },
  vegan: {
    de: b('vegane'),
    fr: a('végane'),
    es: a('vegano'),
    it: a('vegano'),
    pt: a('vegano'),
    nl: b('vegan'),
    pl: b('wegańskie'),
    sv: b('vegansk'),
    da: b('vegansk'),
    nb: b('vegansk'),
    hu: b('vegán'),
    cs: b('veganské'),
    tr: b('vegan'),
  },
  vegetarian: {
    de: b('vegetarische'),
    fr: a('végétarien'),
    es: a('vegetariano'),
    it: a('vegetariano'),
    pt: a('vegetariano'),
    nl: b('vegetarische'),
    pl: b('wegetariańskie'),
    sv: b('vegetarisk'),
    da: b('vegetarisk'),
    nb: b('vegetarisk'),
    hu: b('vegetáriánus'),
    cs: b('vegetariánské'),
  },
  unsweetened: {
    de: b('ungesüßte'),
    fr: a('non sucré'),
    es: a('sin azúcar'),
    it: a('non zuccherato'),
    pt: a('sem açúcar'),
    nl: b('ongezoete'),
    pl: b('niesłodzone'),
    sv: b('osötad'),
    da: b('usødet'),
    nb: b('usøtet'),
    hu: b('cukrozatlan'),
    cs: b('neslazené'),
    tr: b('şekersiz'),
  },
};

/**
 * Every language's words for one free-from qualifier, as phrase-table phrases (`filters/phraseMatch.ts`), for the
 * knowledge to read a label in the recipe's language as it reads the English one ("pâtes sans gluten", "glutenfreier
 * Brühwürfel", "mjölkfri grädde"). A one-word adjective is a stem, its endings vary ("glutenfrei…", "mjölkfri…").
 */
export function localQualifierPhrases(english: string): string[] {
  const out = new Set<string>();
  for (const [language, { word }] of Object.entries(QUALIFIER_NAMES[english] ?? {})) {
    // Turkish says a claim by a suffix that follows vowel harmony ("glutensiz", "yumurtasız"): not read as a label yet.
    if (language === 'tr') continue;
    if (word.includes(' ') || word.endsWith('-')) out.add(word.endsWith('-') ? `${word.slice(0, -1)}…` : word);
    else out.add(`${word.endsWith('e') ? word.slice(0, -1) : word}…`);
  }
  return [...out];
}
