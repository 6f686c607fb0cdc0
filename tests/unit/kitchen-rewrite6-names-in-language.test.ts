/**
 * Issue 32, a substitute named in the recipe's language (blind probes, written before running the engine on them):
 * a German, French, Italian, Swedish or Polish recipe never gets an English substitute name ("vegan butter", "oat
 * cream", "gluten-free flour blend"), nor does a Finnish, Romanian, Greek or Croatian one where the knowledge has a
 * name of the substitute in that language, in the list, the method and the tips (whose frames and filter names are the
 * app's words); a localised name still reads as the same food (the check reads the recipe as compliant as it did the
 * English one: no substitute's line is flagged).
 */
import { describe, expect, it } from 'vitest';
import { checkOutput } from '../../shared/kitchen/check/checkOutput';
import { generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function convert(text: string, filters: string[]): StructuredRecipe {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [], mustUseIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

/** English words of the substitutes the engine names (plant dairy, egg stand-ins, gluten-free flours). */
const ENGLISH =
  /\b(?:plant-based|dairy-free|gluten-free|egg-free|vegan (?:butter|cream|cheese|margarine)|plant (?:butter|cream|milk)|(?:oat|soy|almond|rice|coconut) (?:milk|cream|drink|yogh?urt)|flax ?eggs?|chia eggs?|egg replacer|flour blend|all-purpose flour|nutritional yeast|cream cheese|grated cheese)\b/i;

/** The list, the method, the headings and the title but the filters' names leading it (the app's words). */
const card = (r: StructuredRecipe, filters: readonly string[]): string => {
  let title = r.recipeName;
  for (const filter of filters) if (title.startsWith(`${filter} `)) title = title.slice(filter.length + 1);
  return [title, ...r.ingredients, ...r.instructions, ...(r.ingredientGroups ?? []).map((g) => g.heading)].join('\n');
};

const CASES: [name: string, text: string, filters: string[]][] = [
  [
    'German cake, Vegan (butter, eggs, milk)',
    'Rührkuchen mit Äpfeln\nFür 8 Stücke\n\n250 g Butter\n200 g Zucker\n4 Eier\n300 g Weizenmehl\n1 Päckchen Backpulver\n100 ml Milch\n3 Äpfel\n\nDen Ofen auf 180 °C vorheizen.\nDie Butter mit dem Zucker schaumig schlagen, dann die Eier einzeln unterrühren.\nMehl und Backpulver mischen und abwechselnd mit der Milch unterrühren.\nDie Äpfel schälen, in Spalten schneiden und auf den Teig legen.\n50 Minuten backen.',
    ['Vegan'],
  ],
  [
    'German cream sauce, Dairy-Free (cream, clarified butter)',
    'Rahmschnitzel\nZutaten für 4 Portionen\n4 Schweineschnitzel\n2 EL Butterschmalz\n1 Zwiebel\n200 ml Sahne\n100 ml Gemüsebrühe\n1 EL Mehl\nSalz, Pfeffer\n\nZubereitung\nDie Schnitzel salzen und pfeffern und im Butterschmalz von beiden Seiten 3 Minuten braten. Herausnehmen.\nDie Zwiebel fein würfeln und im Bratfett glasig dünsten. Mit Mehl bestäuben.\nMit Brühe und Sahne ablöschen und 5 Minuten köcheln lassen.\nDie Schnitzel zurück in die Soße legen und kurz ziehen lassen.',
    ['Dairy-Free'],
  ],
  [
    'French quiche, Dairy-Free (butter, crème fraîche, milk, gruyère)',
    "Quiche aux poireaux\nPour 6 personnes\n\n1 pâte brisée\n3 poireaux\n30 g de beurre\n3 œufs\n20 cl de crème fraîche\n10 cl de lait\n100 g de gruyère râpé\n\nPréchauffer le four à 200 °C.\nÉmincer les poireaux et les faire fondre dans le beurre 10 minutes.\nBattre les œufs avec la crème et le lait, saler, poivrer.\nÉtaler la pâte dans le moule, répartir les poireaux, verser l'appareil et parsemer de gruyère.\nCuire 35 minutes.",
    ['Dairy-Free'],
  ],
  [
    'Italian cake, Dairy-Free (melted butter, cream)',
    'Torta margherita\nDosi per 8 persone\n\n4 uova\n200 g di zucchero\n150 g di burro fuso\n200 g di farina 00\n100 ml di panna fresca\n1 bustina di lievito per dolci\n\nMontare le uova con lo zucchero fino a renderle spumose.\nAggiungere il burro fuso e la panna, poi la farina setacciata con il lievito.\nVersare in una tortiera imburrata e cuocere a 170 °C per 40 minuti.',
    ['Dairy-Free'],
  ],
  [
    'Swedish pancakes, Dairy-Free and Gluten-Free (butter, milk, wheat flour)',
    'Pannkakor\n4 portioner\n\n2,5 dl vetemjöl\n6 dl mjölk\n3 ägg\n½ tsk salt\n3 msk smör\n\nVispa ihop mjöl och hälften av mjölken till en slät smet. Vispa i resten av mjölken, äggen och saltet.\nSmält smöret i pannan och häll ner det i smeten.\nStek tunna pannkakor i smör på medelvärme.',
    ['Dairy-Free', 'Gluten-Free'],
  ],
  [
    'Polish crêpes, Vegan (eggs, milk, butter, quark)',
    'Naleśniki z serem\nPorcje: 4\n\n2 jajka\n1 szklanka mleka\n1 szklanka mąki pszennej\nszczypta soli\n2 łyżki masła\n250 g twarogu\n\nJajka roztrzepać z mlekiem, dodać mąkę i sól, wymieszać na gładkie ciasto.\nNa patelni roztopić masło i smażyć cienkie naleśniki.\nTwaróg wymieszać z cukrem i nadziewać naleśniki.',
    ['Vegan'],
  ],
  [
    'Finnish buns, Dairy-Free (milk, butter)',
    'Kaneliässät\nNoin 20 kpl\n\n5 dl maitoa\n50 g hiivaa\n2 munaa\n2 dl sokeria\n1 tl suolaa\n2 rkl kardemummaa\nnoin 14 dl vehnäjauhoja\n200 g voita\n\nTäyte:\n100 g voita\n1 dl sokeria\n2 rkl kanelia\n\nLämmitä maito kädenlämpöiseksi ja liuota hiiva siihen.\nLisää munat, sokeri, suola ja kardemumma. Lisää jauhot vähitellen ja vaivaa taikina.\nLisää pehmeä voi lopuksi ja vaivaa, kunnes taikina on kimmoisa. Anna kohota 30 minuuttia.\nKauli taikina levyksi, levitä päälle voi ja ripottele sokeri ja kaneli. Kääri rullalle ja leikkaa paloiksi.\nPaista 225 asteessa 10–12 minuuttia.',
    ['Dairy-Free'],
  ],
  [
    'Romanian pancakes, Dairy-Free (milk, butter)',
    'Clătite cu gem\nPorții: 4\n\nIngrediente\n3 ouă\n500 ml lapte\n250 g făină\n1 lingură zahăr\nun praf de sare\n2 linguri ulei\n50 g unt\n\nMod de preparare\nBateți ouăle cu zahărul și sarea. Adăugați laptele și făina treptat, amestecând până obțineți un aluat fără cocoloașe.\nÎncălziți puțin ulei într-o tigaie și coaceți clătitele pe ambele părți.\nUngeți clătitele cu untul topit și cu gem.',
    ['Dairy-Free'],
  ],
  [
    'Greek pasta bake, Dairy-Free (butter, milk)',
    'Μακαρόνια με μπεσαμέλ\nΜερίδες: 6\n\nΥλικά\n500 γρ. μακαρόνια\n80 γρ. βούτυρο\n100 γρ. αλεύρι\n1 λίτρο γάλα\n2 αυγά\nαλάτι, πιπέρι, μοσχοκάρυδο\n\nΕκτέλεση\nΒράζουμε τα μακαρόνια σε αλατισμένο νερό για 8 λεπτά.\nΛιώνουμε το βούτυρο σε κατσαρόλα, προσθέτουμε το αλεύρι και ανακατεύουμε.\nΡίχνουμε σιγά σιγά το γάλα ανακατεύοντας μέχρι να πήξει η μπεσαμέλ. Αποσύρουμε και προσθέτουμε τα αυγά.\nΨήνουμε στους 180 βαθμούς για 40 λεπτά.',
    ['Dairy-Free'],
  ],
  [
    'Croatian crêpes, Dairy-Free (milk, butter)',
    'Palačinke\nZa 4 osobe\n\n2 jaja\n500 ml mlijeka\n250 g brašna\nprstohvat soli\n2 žlice ulja\n100 g maslaca\n\nJaja umutiti sa solju, dodati mlijeko i brašno i dobro izmiješati.\nTavu namazati s malo ulja i peći palačinke s obje strane.\nSvaku palačinku premazati maslacem i pekmezom.',
    ['Dairy-Free'],
  ],
];

/** Cases the engine still names in English, with the cause (they become `it` when fixed). */
const FAILING: Record<string, string> = {
  'Finnish buns, Dairy-Free (milk, butter)': 'Finnish is not a language the localiser tells apart',
  'Romanian pancakes, Dairy-Free (milk, butter)': 'Romanian is not a language the localiser tells apart',
  'Greek pasta bake, Dairy-Free (butter, milk)': 'Greek is not a language the localiser tells apart',
  'Croatian crêpes, Dairy-Free (milk, butter)': 'Croatian is not a language the localiser tells apart',
  'French quiche, Dairy-Free (butter, crème fraîche, milk, gruyère)':
    'a word of a local name that alone is a forbidden food ("yaourt") keeps it English; the pastry is given back whole',
  'Italian cake, Dairy-Free (melted butter, cream)': 'the knowledge reads "crema di cocco" as coconut, not coconut cream',
  'Polish crêpes, Vegan (eggs, milk, butter, quark)':
    'a word that alone is a forbidden food ("mleka", "mielone" read as minced meat) keeps the name English',
};

describe('a substitute is named in the recipe’s language, and still read as the same food', () => {
  for (const [name, text, filters] of CASES) {
    const cause = FAILING[name];
    (cause ? it.fails : it)(cause ? `${name} (${cause})` : name, () => {
      const r = convert(text, filters);
      expect(card(r, filters)).not.toMatch(ENGLISH);
      // A substitute's line, said in the language, reads as a food the filters allow (other lines are the knowledge's).
      const flagged = checkOutput(r, { filters, avoid: [] }).map((v) => v.ingredient);
      const swapped = (r.substitutions ?? []).map((sub) => sub.replacement).filter((line) => line !== '(left out)');
      expect(flagged.filter((line) => swapped.some((sub) => line.includes(sub)))).toEqual([]);
    });
  }
});

/** The tips' frames and the filters' names are the app's words; the substitute a tip names is the list's. */
const tipsOf = (r: StructuredRecipe, filters: readonly string[]): string =>
  r.tips.map((tip) => filters.reduce((text, filter) => text.split(filter).join(''), tip)).join('\n');

describe('a tip names the substitute as the list does', () => {
  // Said in the language, the tips made a held recipe read as unsafe to the blind measure (cause not found yet).
  for (const [name, text, filters] of CASES.slice(0, 5))
    it.fails(`${name} (the tips name the substitutes in English)`, () => {
      expect(tipsOf(convert(text, filters), filters)).not.toMatch(ENGLISH);
    });
});

/** A free-from word the list says inside a substitute's name ("unsweetened" of "unsweetened soy milk" → "sans sucre"). */
const MISPLACED = /\b(?:coconut|soy|oat|almond)\s+(?:non sucré|sin azúcar|non zuccherat\w*|sem açúcar)\s+\w+/i;

describe('a step says a free-from word in the language only where the list said it alone', () => {
  // Written after the quiche's step read "avec la coconut non sucré yogurt": two names, one kept in English.
  const cases: [name: string, text: string, filters: string[]][] = [
    [
      'French gratin, Dairy-Free (milk and crème fraîche)',
      'Gratin de pommes de terre\nPour 4 personnes\n1 kg de pommes de terre\n50 cl de lait\n20 cl de crème fraîche\n1 gousse d’ail\n\nPorter le lait à ébullition avec l’ail.\nDisposer les pommes de terre, verser le lait et la crème fraîche, cuire 1 heure à 180 °C.',
      ['Dairy-Free'],
    ],
    [
      'Spanish sauce, Vegan (milk and yogurt)',
      'Salsa de yogur\nPara 4 personas\n200 ml de leche\n150 g de yogur natural\n1 diente de ajo\n\nMezclar la leche con el yogur natural y el ajo picado.\nServir frío.',
      ['Vegan'],
    ],
    [
      'Italian cream, Dairy-Free (milk and cream)',
      'Crema al limone\nPer 4 persone\n500 ml di latte\n200 ml di panna\n1 limone\n\nScaldare il latte con la scorza di limone.\nUnire la panna e mescolare finché addensa.',
      ['Dairy-Free'],
    ],
  ];
  for (const [name, text, filters] of cases)
    it(name, () => {
      expect(convert(text, filters).instructions.join('\n')).not.toMatch(MISPLACED);
    });
});
