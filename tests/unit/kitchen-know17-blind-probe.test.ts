import { describe, expect, it } from 'vitest';
import { type CheckedRecipe, checkOutput } from '../../shared/kitchen/check/checkOutput';
import { flaggedFor } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, know round 17), before running the engine on any of these:
 * - a forbidden food written in a case or definite form of Croatian, Icelandic, Estonian, Albanian, Slovene and
 *   Slovak, on a list line and in a tip, is reported;
 * - a supermarket own-brand or composite product whose composition is unknown is reported (outright or "check the
 *   label"), never kept in silence;
 * - each of the EU's 14 allergens, named on the avoid list in one of several languages, reaches a line that holds it.
 * Cases still failing at the end run as expected failures with their cause.
 */
const LEFT: Record<string, string> = {
  'pomešamo z moko':
    'Slovene is no ending group (languageGuess LANGUAGE_GROUPS): the accusative "moko" of "moka" is a one-letter swap mention reading never trusts',
  'tip sq': 'Albanian is no ending group: "kos" (yogurt) is three letters, read only as a short name of a known group',
  '1 balení Hera margarín':
    'margarine is read as a plain plant fat: many (a supermarket brand too) hold whey or buttermilk, and the overlay gives it no "may contain milk"',
};

const run = (name: string) => (name in LEFT ? it.fails : it);

/** A list line in a case or definite form, and the filter it must be reported under. */
const CASE_FORMS: [string, string][] = [
  // Croatian: instrumental and genitive of short stems
  ['200 g sira', 'Dairy-Free'],
  ['posuti ribanim sirom', 'Vegan'],
  ['premazati jajima', 'Vegan'],
  ['2 žlice maslaca', 'Dairy-Free'],
  ['zaliti mlijekom', 'Dairy-Free'],
  // Icelandic: dative and definite forms
  ['100 g smjöri', 'Dairy-Free'],
  ['steikt í smjörinu', 'Dairy-Free'],
  ['2 dl mjólkinni', 'Vegan'],
  ['með eggjum', 'Vegan'],
  ['300 g hveitis', 'Gluten-Free'],
  ['1 dl rjóma', 'Dairy-Free'],
  // Estonian: comitative and partitive
  ['võiga määritud vorm', 'Dairy-Free'],
  ['2 dl piima', 'Vegan'],
  ['segada munadega', 'Vegan'],
  ['200 g jahu', 'Gluten-Free'],
  ['serveerida koorega', 'Dairy-Free'],
  ['100 g juustu', 'Vegan'],
  // Albanian: definite and indefinite forms
  ['500 g kos', 'Dairy-Free'],
  ['kosi i freskët', 'Dairy-Free'],
  ['1 gotë qumësht', 'Vegan'],
  ['qumështi i ngrohtë', 'Vegan'],
  ['100 g gjalpë', 'Dairy-Free'],
  ['gjalpi i shkrirë', 'Dairy-Free'],
  ['3 vezë', 'Vegan'],
  ['200 g djathë i bardhë', 'Vegan'],
  ['300 g miell', 'Gluten-Free'],
  // Slovene accusative and instrumental
  ['dodamo smetano', 'Dairy-Free'],
  ['posujemo s sirom', 'Vegan'],
  ['pomešamo z moko', 'Gluten-Free'],
  // Slovak instrumental and genitive
  ['potrieme maslom', 'Dairy-Free'],
  ['200 g bryndze', 'Vegan'],
  ['zalejeme smotanou', 'Dairy-Free'],
];

describe('a case or definite form of a forbidden food is reported', () => {
  for (const [line, filter] of CASE_FORMS) {
    run(line)(`"${line}" is reported under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
});

/** A tip or step naming a forbidden food in an inflected form, in a language with little morphology support. */
describe('an inflected forbidden food in a tip is reported', () => {
  const dish = (tip: string): CheckedRecipe => ({
    recipeName: 'Dish',
    ingredients: ['400 g rice', '1 onion'],
    instructions: ['Cook 20 minutes.'],
    tips: [tip],
  });
  const TIPS: [string, string, string][] = [
    ['hr', 'Poslužite s kiselim vrhnjem i sirom.', 'Dairy-Free'],
    ['hr2', 'Po želji pospite parmezanom.', 'Vegan'],
    ['is', 'Gott er að bera fram með rjóma.', 'Dairy-Free'],
    ['is2', 'Penslið með eggi.', 'Vegan'],
    ['et', 'Serveeri koos juustuga.', 'Vegan'],
    ['et2', 'Kõrvale sobib hapukoor.', 'Dairy-Free'],
    ['sq', 'Shërbejeni me kos të ftohtë.', 'Dairy-Free'],
    ['sq2', 'Spërkateni me djathë.', 'Vegan'],
    ['sl', 'Postrezite s kislo smetano.', 'Dairy-Free'],
    ['sk', 'Posypte strúhaným syrom.', 'Vegan'],
  ];
  for (const [name, tip, filter] of TIPS) {
    run(`tip ${name}`)(`${name} "${tip}" under ${filter} is flagged`, () => {
      expect(checkOutput(dish(tip), { filters: [filter] }).length).toBeGreaterThan(0);
    });
  }
});

/** A supermarket own-brand or composite product, and the filter it must be reported (or label-checked) under. */
const PRODUCTS: [string, string][] = [
  ['1 Pck. Milbona Sahnejoghurt', 'Dairy-Free'],
  ['400 g Chef Select Gnocchi', 'Gluten-Free'],
  ['1 Rolle Blätterteig (Lidl)', 'Vegan'],
  ['1 Beutel Knorr Fix für Lasagne', 'Gluten-Free'],
  ['1 opakowanie ciasta francuskiego', 'Dairy-Free'],
  ['2 kostki rosołowe Winiary', 'Gluten-Free'],
  ['1 paket ICA Basic pannkakor', 'Vegan'],
  ['2 dl Coop vaniljsås', 'Dairy-Free'],
  ['1 balení Hera margarín', 'Vegan'],
  ['1 vrećica Podravka juha od gljiva', 'Gluten-Free'],
  ['1 pachet Mutti pesto', 'Nut-Free'],
  ['1 confezione di gnocchi Esselunga', 'Gluten-Free'],
  ['200 g Kaufland Kräuterbutter', 'Dairy-Free'],
  ['1 Päckchen Saucenbinder hell', 'Gluten-Free'],
  ['1 pakke Toro brun saus', 'Gluten-Free'],
];

describe('a branded or composite product is never kept in silence', () => {
  for (const [line, filter] of PRODUCTS) {
    run(line)(`"${line}" is reported under ${filter}`, () => {
      expect(flaggedFor(line, [filter])).toContain(filter);
    });
  }
});

/** Each of the EU's 14 allergens named on the avoid list in a language, and a line that holds it. */
const ALLERGENS: [string, string][] = [
  ['2 EL Tahin', 'Sesam'],
  ['1 łyżka tahini', 'sezam'],
  ['1 lžíce dijonské hořčice', 'hořčice'],
  ['2 msk senap', 'senap'],
  ['1 TL Gemüsebrühe (Pulver)', 'Sellerie'],
  ['1 kostka rosołowa', 'seler'],
  ['200 g knollselder', 'selderij'],
  ['200 g lupinemel', 'lupin'],
  ['100 g Lupinenmehl', 'Lupine'],
  ['300 g kalmary', 'mięczaki'],
  ['500 g cozze', 'molluschi'],
  ['200 g gambas', 'crustáceos'],
  ['200 g krewetek', 'skorupiaki'],
  ['100 ml vino bianco', 'solfiti'],
  ['100 g getrocknete Aprikosen', 'Sulfite'],
  ['150 ml Weißwein', 'Schwefeldioxid'],
  ['2 anchois', 'poisson'],
  ['1 EL Fischsauce', 'Fisch'],
  ['2 jajka', 'jaja'],
  ['1 EL Mayonnaise', 'Ei'],
  ['100 g maslaca', 'mlijeko'],
  ['2 EL Butterschmalz', 'Milch'],
  ['200 g tofu', 'soja'],
  ['2 msk soja', 'soja'],
  ['100 g arašídů', 'arašídy'],
  ['2 EL Erdnussbutter', 'Erdnüsse'],
  ['100 g lískových oříšků', 'ořechy'],
  ['50 g pinjoli', 'frutta a guscio'],
  ['200 g pšeničné mouky', 'lepek'],
  ['200 g orkiszu', 'gluten'],
];

describe('an EU allergen named on the avoid list reaches a line that holds it', () => {
  for (const [line, avoid] of ALLERGENS) {
    run(`${line} ${avoid}`)(`"${line}" under avoid ${avoid} is reported`, () => {
      expect(flaggedFor(line, [], [avoid])).toContain('Avoid list');
    });
  }
});
