/**
 * Written blind (before running the engine on these recipes): a short food word (3–4 letters) in a recipe's own
 * language, in a step, tip or description, is read as the food it names ("vis", "kød", "ost", "ägg", "ser", "hal",
 * "bal", "thon", "uovo"). The card is never called compliant while such a forbidden food stands on it; and a short
 * word that is no food in the text's language (or a food word of another language) raises nothing.
 */
import { describe, expect, it } from 'vitest';
import { checkOutput } from '../../shared/kitchen/check/checkOutput';
import { generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

interface Ask {
  filters?: string[];
  avoid?: string[];
}

function convert(text: string, ask: Ask): StructuredRecipe | undefined {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters: ask.filters ?? [],
    avoidIngredients: ask.avoid ?? [],
  });
  return result.ok ? result.recipe : undefined;
}

const readText = (r: StructuredRecipe): string[] => [r.recipeName, r.description ?? '', ...r.instructions, ...r.tips];

/** The engine's own notes name a food as left out or replaced: that is no food served. */
const NAMED_AS_REMOVED = /left out|instead of|swapped|replaced|in place of/i;
/** A free-from or plant qualifier just before the word: the product sold so, not the allergen. */
const QUALIFIED_BEFORE = /(?:free|vegan\p{L}*|plant-based|vegetal\p{L}*|végétal\p{L}*)[\s-]*$/iu;

/** The text serves the forbidden food: named, not as removed, and not as a free-from product. */
function serves(text: string, forbidden: RegExp): boolean {
  if (NAMED_AS_REMOVED.test(text)) return false;
  const all = new RegExp(forbidden.source, `${forbidden.flags.replace('g', '')}g`);
  for (const match of text.matchAll(all)) if (!QUALIFIED_BEFORE.test(text.slice(0, match.index))) return true;
  return false;
}

/** A vegetable soup's list in each language: no meat, fish, egg, dairy, honey, alcohol or gluten on it. */
const LIST: Record<string, string> = {
  nl: 'Groentesoep\n4 personen\n\n500 g wortels\n1 ui\n2 el olijfolie\n1 l water\n1 tl zout\n\n',
  da: 'Grøntsagssuppe\n4 personer\n\n500 g gulerødder\n1 løg\n2 spsk olivenolie\n1 l vand\n1 tsk salt\n\n',
  sv: 'Grönsakssoppa\n4 portioner\n\n500 g morötter\n1 lök\n2 msk olivolja\n1 l vatten\n1 tsk salt\n\n',
  no: 'Grønnsakssuppe\n4 porsjoner\n\n500 g gulrøtter\n1 løk\n2 ss olivenolje\n1 l vann\n1 ts salt\n\n',
  pl: 'Zupa jarzynowa\n4 porcje\n\n500 g marchewki\n1 cebula\n2 łyżki oliwy\n1 l wody\n1 łyżeczka soli\n\n',
  cs: 'Zeleninová polévka\n4 porce\n\n500 g mrkve\n1 cibule\n2 lžíce olivového oleje\n1 l vody\n1 lžička soli\n\n',
  de: 'Gemüsesuppe\nFür 4 Personen\n\n500 g Karotten\n1 Zwiebel\n2 EL Olivenöl\n1 l Wasser\n1 TL Salz\n\n',
  fr: 'Soupe de légumes\nPour 4 personnes\n\n500 g de carottes\n1 oignon\n2 c. à soupe d’huile d’olive\n1 l d’eau\n1 c. à café de sel\n\n',
  es: 'Sopa de verduras\n4 raciones\n\n500 g de zanahorias\n1 cebolla\n2 cucharadas de aceite de oliva\n1 l de agua\n1 cucharadita de sal\n\n',
  it: 'Zuppa di verdure\nPer 4 persone\n\n500 g di carote\n1 cipolla\n2 cucchiai di olio d’oliva\n1 l di acqua\n1 cucchiaino di sale\n\n',
  hu: 'Zöldségleves\n4 adag\n\n500 g sárgarépa\n1 hagyma\n2 ek olívaolaj\n1 l víz\n1 tk só\n\n',
  tr: 'Sebze çorbası\n4 kişilik\n\n500 g havuç\n1 soğan\n2 yemek kaşığı zeytinyağı\n1 litre su\n1 çay kaşığı tuz\n\n',
  en: 'Vegetable soup\nServes 4\n\n500 g carrots\n1 onion\n2 tbsp olive oil\n1 l water\n1 tsp salt\n\n',
};

/** The method of that soup in each language, without any food beyond the list. */
const METHOD: Record<string, string> = {
  nl: 'Fruit de ui in de olie. Voeg de wortels en het water toe en kook 20 minuten.',
  da: 'Svits løget i olien. Tilsæt gulerødderne og vandet og kog i 20 minutter.',
  sv: 'Fräs löken i oljan. Tillsätt morötterna och vattnet och koka i 20 minuter.',
  no: 'Fres løken i oljen. Ha i gulrøttene og vannet og kok i 20 minutter.',
  pl: 'Cebulę zeszklić na oliwie. Dodać marchewkę i wodę, gotować 20 minut.',
  cs: 'Cibuli osmahneme na oleji. Přidáme mrkev a vodu a vaříme 20 minut.',
  de: 'Zwiebel im Öl anschwitzen. Karotten und Wasser zugeben und 20 Minuten köcheln.',
  fr: 'Faire revenir l’oignon dans l’huile. Ajouter les carottes et l’eau et cuire 20 minutes.',
  es: 'Sofreír la cebolla en el aceite. Añadir las zanahorias y el agua y cocer 20 minutos.',
  it: 'Soffriggere la cipolla nell’olio. Aggiungere le carote e l’acqua e cuocere 20 minuti.',
  hu: 'A hagymát az olajon megpirítjuk. Hozzáadjuk a répát és a vizet, és 20 percig főzzük.',
  tr: 'Soğanı zeytinyağında kavurun. Havucu ve suyu ekleyip 20 dakika pişirin.',
  en: 'Soften the onion in the oil. Add the carrots and water and simmer for 20 minutes.',
};

interface Case {
  lang: string;
  /** The sentence added to the method (or as a tip after a blank line and "Tip:"). */
  extra: string;
  ask: Ask;
  /** The forbidden food as the answer may still name it. */
  forbidden: RegExp;
}

const FORBIDDEN_CASES: Case[] = [
  // Dutch
  { lang: 'nl', extra: 'Serveer met een stukje gebakken vis.', ask: { filters: ['Vegetarian'] }, forbidden: /\bvis\b/i },
  { lang: 'nl', extra: 'Lekker met een plakje ham erbij.', ask: { filters: ['Halal'] }, forbidden: /\bham\b/i },
  { lang: 'nl', extra: 'Schep er op het laatst wat room door.', ask: { filters: ['Dairy-Free'] }, forbidden: /\broom\b/i },
  // Danish
  { lang: 'da', extra: 'Server suppen med stegt fisk.', ask: { filters: ['Vegetarian'] }, forbidden: /\bfisk\b/i },
  { lang: 'da', extra: 'Drys revet ost over ved servering.', ask: { filters: ['Vegan'] }, forbidden: /\bost\b/i },
  { lang: 'da', extra: 'Kom lidt kød i suppen, hvis du vil.', ask: { filters: ['Vegetarian'] }, forbidden: /\bkød\b/i },
  // Swedish
  { lang: 'sv', extra: 'Servera med ett kokt ägg.', ask: { filters: ['Vegan'] }, forbidden: /\bägg\b/i },
  { lang: 'sv', extra: 'Toppa med riven ost.', ask: { filters: ['Dairy-Free'] }, forbidden: /\bost\b/i },
  { lang: 'sv', extra: 'Gott med rökt lax till.', ask: { avoid: ['fish'] }, forbidden: /\blax\b/i },
  // Norwegian
  { lang: 'no', extra: 'Server med et kokt egg.', ask: { filters: ['Vegan'] }, forbidden: /\begg\b/i },
  { lang: 'no', extra: 'Topp med litt revet ost.', ask: { filters: ['Vegan'] }, forbidden: /\bost\b/i },
  { lang: 'no', extra: 'Server med stekt fisk ved siden av.', ask: { filters: ['Vegetarian'] }, forbidden: /\bfisk\b/i },
  // Polish
  { lang: 'pl', extra: 'Podawać z rybą.', ask: { filters: ['Vegetarian'] }, forbidden: /\bryb/i },
  { lang: 'pl', extra: 'Posypać żółtym serem przed podaniem.', ask: { filters: ['Vegan'] }, forbidden: /\bser/i },
  { lang: 'pl', extra: 'Można dodać łyżkę miodu.', ask: { filters: ['Vegan'] }, forbidden: /\bmiod|\bmiód/i },
  // Czech
  { lang: 'cs', extra: 'Podáváme s pečenou rybou.', ask: { filters: ['Vegetarian'] }, forbidden: /\bryb/i },
  { lang: 'cs', extra: 'Posypeme strouhaným sýrem.', ask: { filters: ['Vegan'] }, forbidden: /\bsýr/i },
  { lang: 'cs', extra: 'Můžeme přidat kousek masa.', ask: { filters: ['Vegetarian'] }, forbidden: /\bmas[oa]/i },
  // German
  { lang: 'de', extra: 'Mit etwas geriebenem Käse bestreuen.', ask: { filters: ['Vegan'] }, forbidden: /\bKäse\b/i },
  { lang: 'de', extra: 'Dazu passt ein Glas Wein.', ask: { filters: ['Halal'] }, forbidden: /\bWein\b/i },
  { lang: 'de', extra: 'Mit einem Klecks Senf servieren.', ask: { avoid: ['mustard'] }, forbidden: /\bSenf\b/i },
  // French
  { lang: 'fr', extra: 'Servir avec un peu de thon.', ask: { avoid: ['fish'] }, forbidden: /\bthon\b/i },
  { lang: 'fr', extra: 'Ajouter un filet de lait avant de servir.', ask: { filters: ['Dairy-Free'] }, forbidden: /\blait\b/i },
  { lang: 'fr', extra: 'Déposer un œuf poché sur chaque bol.', ask: { filters: ['Vegan'] }, forbidden: /\bœuf\b/i },
  // Spanish
  { lang: 'es', extra: 'Servir con un poco de atún.', ask: { avoid: ['fish'] }, forbidden: /\batún\b/i },
  { lang: 'es', extra: 'Añadir un chorrito de nata al final.', ask: { filters: ['Dairy-Free'] }, forbidden: /\bnata\b/i },
  { lang: 'es', extra: 'Acompañar con una copa de vino.', ask: { filters: ['Halal'] }, forbidden: /\bvino\b/i },
  // Italian
  { lang: 'it', extra: 'Servire con un uovo in camicia.', ask: { filters: ['Vegan'] }, forbidden: /\buovo\b/i },
  { lang: 'it', extra: 'Guarnire con qualche noci tritate.', ask: { filters: ['Nut-Free'] }, forbidden: /\bnoci\b/i },
  { lang: 'it', extra: 'Accompagnare con un bicchiere di vino.', ask: { filters: ['Halal'] }, forbidden: /\bvino\b/i },
  // Hungarian
  { lang: 'hu', extra: 'Sült hallal tálaljuk.', ask: { filters: ['Vegetarian'] }, forbidden: /\bhal/i },
  { lang: 'hu', extra: 'Reszelt sajttal megszórjuk.', ask: { filters: ['Vegan'] }, forbidden: /\bsajt/i },
  { lang: 'hu', extra: 'A végén egy kis vajat keverünk bele.', ask: { filters: ['Dairy-Free'] }, forbidden: /\bvaj/i },
  // Turkish
  { lang: 'tr', extra: 'Üzerine biraz bal gezdirin.', ask: { filters: ['Vegan'] }, forbidden: /\bbal\b/i },
  { lang: 'tr', extra: 'İsterseniz biraz süt ekleyin.', ask: { filters: ['Dairy-Free'] }, forbidden: /\bsüt/i },
  { lang: 'tr', extra: 'Üzerine rendelenmiş peynir ve biraz sütü ekleyin.', ask: { filters: ['Vegan'] }, forbidden: /\bsüt|peynir/i },
  // English
  { lang: 'en', extra: 'Serve with a slice of ham.', ask: { filters: ['Halal'] }, forbidden: /\bham\b/i },
  { lang: 'en', extra: 'Top each bowl with a fried egg.', ask: { filters: ['Vegan'] }, forbidden: /\begg\b/i },
  { lang: 'en', extra: 'Lovely with a little grilled cod on the side.', ask: { avoid: ['fish'] }, forbidden: /\bcod\b/i },
];

describe('a short food word in the method, tips or description is read in its own language', () => {
  it.each(FORBIDDEN_CASES.map((c) => [`${c.lang}: ${c.extra}`, c] as const))('%s', (_name, c) => {
    for (const placed of ['method', 'tip'] as const) {
      const text =
        placed === 'method' ? `${LIST[c.lang]}${METHOD[c.lang]} ${c.extra}` : `${LIST[c.lang]}${METHOD[c.lang]}\n\nTip: ${c.extra}`;
      const recipe = convert(text, c.ask);
      if (!recipe) continue; // a refusal is not unsafe
      const named = readText(recipe).filter((t) => serves(t, c.forbidden));
      if (named.length === 0) continue; // removed or replaced by the rewrite
      expect(recipe.compliance?.compliant, `${placed}: ${named.join(' | ')}`).toBe(false);
    }
  });

  it.each([
    ['nl', 'Een heerlijke soep met een stukje vis.', ['Vegetarian'], 'Vegetarian'],
    ['da', 'En let suppe, god med kød og brød.', ['Vegetarian'], 'Vegetarian'],
    ['sv', 'En enkel soppa som passar fint med ägg.', ['Vegan'], 'Vegan'],
    ['pl', 'Prosta zupa, świetna z serem.', ['Vegan'], 'Vegan'],
    ['hu', 'Egyszerű leves, hallal is finom.', ['Vegetarian'], 'Vegetarian'],
  ])('%s description "%s" is checked', (lang, description, filters, filter) => {
    const recipe = {
      recipeName: 'Soup',
      description,
      ingredients: LIST[lang as string]?.split('\n').slice(3).filter(Boolean) ?? [],
      instructions: [METHOD[lang as string] ?? ''],
      tips: [],
    };
    expect(checkOutput(recipe, { filters: filters as string[] }).map((v) => v.filter)).toContain(filter);
  });
});

describe('a short word that is no food in the text’s language raises nothing', () => {
  it.each([
    // Swedish "med" (with) is Czech honey; "hon" (she) is Danish hen.
    ['sv', 'Servera soppan varm med bröd. Hon blir godast dagen efter.', ['Vegan']],
    // Danish "anden" (the other) and "andet" (other) are forms of "and" (duck).
    ['da', 'Tag den anden halvdel af løget og kom det i gryden. Intet andet skal tilsættes.', ['Vegetarian']],
    // English "and" is Danish duck; "rose" is rosé wine; "rind" is German beef.
    [
      'en',
      'Simmer and stir until the soup has risen to the boil and the foam rose to the top; grate in the lemon rind.',
      ['Vegetarian', 'Halal'],
    ],
    // French "mais" (but), "son" (its), "nous" (we), "ton" (your) are Dutch/German corn, bran, Catalan walnuts, Romanian tuna.
    [
      'fr',
      'Goûtez, mais ne salez pas trop : nous laissons la soupe reposer, son goût sera meilleur.',
      ['Vegan', 'Nut-Free', 'Gluten-Free'],
    ],
    // Spanish "cal" is Romanian horse.
    ['es', 'Remover de vez en cuando y servir caliente.', ['Vegetarian']],
    // Italian "mela" (apple) is Turkish molasses elsewhere; "noce di burro" aside, a nut word appears only as nutmeg here.
    ['it', 'Servire con una mela a fette e un pizzico di noce moscata.', ['Vegan']],
    // Dutch "tot" and "bot": "bot" (flounder) only as a word of its own.
    ['nl', 'Roer tot alles goed gemengd is en laat de soep even rusten.', ['Vegetarian']],
    // Hungarian "sor" (row) is beer "sör".
    ['hu', 'A répát egy sorban a tepsibe tesszük, majd megsütjük.', ['Halal']],
    // Turkish "et" is also the verb "do" ("kontrol et").
    ['tr', 'Arada bir kontrol et ve gerekirse biraz su ekle.', ['Vegetarian']],
    // Norwegian "rein" (clean) is reindeer.
    ['no', 'Skyll grønnsakene i rent vann og bruk en rein kjele.', ['Vegetarian']],
    // Polish "raz" (once) is Slovak rye; Czech "med" stays Czech.
    ['pl', 'Raz na jakiś czas zamieszać i podawać na ciepło.', ['Gluten-Free']],
  ])('%s: "%s"', (lang, step, filters) => {
    const recipe = {
      recipeName: 'Soup',
      ingredients: LIST[lang as string]?.split('\n').slice(3).filter(Boolean) ?? [],
      instructions: [METHOD[lang as string] ?? '', step as string],
      tips: [],
    };
    expect(checkOutput(recipe, { filters: filters as string[] })).toEqual([]);
  });
});
