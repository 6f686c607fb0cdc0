/**
 * A substitute in a recipe written in another language reads as a cook of that language writes it: its name in the
 * language (no English left beside the recipe's words), the elision and the article chosen for the word that now
 * follows. Recipes written blind for this test, before the engine's answers were seen; three phrasings or more per
 * rule, in eight languages.
 */
import { describe, expect, it } from 'vitest';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';
import { engineConversion as convert } from '../support/kitchenLineChecks';

/** The lines and steps the cook reads, one text. */
function read(recipe: StructuredRecipe): string {
  return [...recipe.ingredients, ...recipe.instructions].join('\n');
}

/** English words no recipe in these languages writes (the engine's glue and free-from words). */
const ENGLISH = /\b(dairy-free|gluten-free|egg-free|plant-based|nut-free|cheese|milk|cream|yogurt|flour|stock|firm|the|and|with)\b/i;

/**
 * Still English, found by these cases: "dairy-free <cheese>" in French (a cheese is the allergen itself, so "sans produits
 * laitiers" after it is read as no claim), a shortcrust pastry and a coconut yogurt with no French name. Each is
 * expected to pass once fixed.
 */
const STILL_ENGLISH = new Set(['gratin with Emmental and butter, dairy-free', 'quiche with milk and cream, vegan', 'Polish pancakes']);

/** A substitute named in the recipe's language: no English words beside the recipe's. */
function noEnglish(name: string, said: () => string): void {
  (STILL_ENGLISH.has(name) ? it.fails : it)(`${name}: no English left`, () => {
    expect(said()).not.toMatch(ENGLISH);
  });
}

/** French elision before a word that begins with a consonant ("d'dairy-free", "l'vegan"): never. */
const FRENCH_BAD_ELISION = /(^|[\s(])[dlj]['’](?![aeiouyhàâäéèêëîïôöœùûü])/i;
/** French "de"/"le"/"la" before a vowel-initial word, where French elides. */
const FRENCH_UNELIDED = /(^|\s)(de|le|la) (?=[aeiouéèêœ])/i;

describe('French: the substitute named in French, elided as French elides', () => {
  const cases: [name: string, text: string, filters: string[]][] = [
    [
      'gratin with Emmental and butter, dairy-free',
      'Gratin de courgettes\nPour 4 personnes\n4 courgettes\n150 g d’emmental râpé\n30 g de beurre\n20 cl de lait\nPréparation\nFaites fondre le beurre dans une poêle et faites revenir les courgettes.\nVersez le lait, parsemez d’emmental et enfournez 25 minutes à 200 °C.',
      ['Dairy-Free'],
    ],
    [
      'quiche with milk and cream, vegan',
      'Quiche aux poireaux\nPour 6 personnes\n1 pâte brisée\n3 poireaux\n3 œufs\n25 cl de lait\n20 cl de crème fraîche\n40 g de beurre\nPréparation\nFaites fondre les poireaux dans le beurre.\nBattez les œufs avec le lait et la crème, ajoutez les poireaux et versez sur la pâte.\nFaites cuire 35 minutes à 180 °C.',
      ['Vegan'],
    ],
    [
      'béchamel with butter and milk, dairy-free',
      'Béchamel\nPour 4 personnes\n50 g de beurre\n50 g de farine\n50 cl de lait\n1 pincée de muscade\nPréparation\nFaites fondre le beurre, ajoutez la farine et remuez 2 minutes.\nVersez le lait peu à peu sans cesser de fouetter, puis ajoutez la muscade.',
      ['Dairy-Free'],
    ],
  ];
  for (const [name, text, filters] of cases) {
    it(name, () => {
      const said = read(convert(text, filters));
      expect(said).not.toMatch(FRENCH_BAD_ELISION);
      expect(said).not.toMatch(FRENCH_UNELIDED);
      expect(said).not.toMatch(/\b(beurre|lait)\b(?! (végétal|de (soja|coco|riz|d'avoine)))/i);
    });
    noEnglish(name, () => read(convert(text, filters)));
  }
});

/** Articles that say a noun is masculine, per language, and nouns (lowercase) a substitute's name may start with that are feminine. */
const MASCULINE_BEFORE: Record<string, RegExp> = {
  it: /\b(il|lo|del|dello|al|allo|nel|dal|col) (bevanda|margarina|panna vegetale|crema)\b/i,
  es: /\b(el|del|al|un) (bebida|margarina|nata)\b/i,
  pt: /\b(o|do|ao|no|pelo|um) (bebida|margarina|nata)\b/i,
  fr: /\b(le|du|au|un) (boisson|margarine|crème)\b/i,
};

describe('an article is chosen for the substitute’s own noun', () => {
  const cases: [language: keyof typeof MASCULINE_BEFORE, name: string, text: string, filters: string[]][] = [
    [
      'it',
      'Italian milk in a custard',
      'Budino alla vaniglia\nPer 4 persone\n500 ml di latte\n80 g di zucchero\n40 g di amido di mais\n1 bacca di vaniglia\nPreparazione\nScaldate il latte con la vaniglia.\nMescolate lo zucchero con l’amido, versate il latte caldo e cuocete fino a quando si addensa.',
      ['Dairy-Free'],
    ],
    [
      'it',
      'Italian butter in a risotto',
      'Risotto allo zafferano\nPer 4 persone\n320 g di riso\n1 l di brodo vegetale\n60 g di burro\n1 bustina di zafferano\nPreparazione\nSciogliete metà del burro e tostate il riso.\nAggiungete il brodo poco alla volta e alla fine mantecate con il burro rimasto.',
      ['Vegan'],
    ],
    [
      'es',
      'Spanish milk in a custard',
      'Natillas\nPara 4 personas\n500 ml de leche\n100 g de azúcar\n2 cucharadas de maicena\n1 rama de canela\nPreparación\nCalentar la leche con la canela.\nDisolver la maicena en un poco de leche fría y añadirla al resto con el azúcar hasta que espese.',
      ['Dairy-Free'],
    ],
    [
      'es',
      'Spanish cheese on a gratin',
      'Coliflor gratinada\nPara 4 personas\n1 coliflor\n100 g de queso rallado\n30 g de mantequilla\nPreparación\nCocer la coliflor 10 minutos.\nPonerla en una fuente, repartir la mantequilla y cubrir con el queso.\nGratinar 10 minutos.',
      ['Vegan'],
    ],
    [
      'pt',
      'Portuguese milk in rice pudding',
      'Arroz doce\nServe 6\n1 l de leite\n200 g de arroz\n150 g de açúcar\n1 casca de limão\nModo de preparo\nAqueça o leite com a casca de limão.\nJunte o arroz e cozinhe em lume brando, mexendo, até o arroz ficar cremoso. Adicione o açúcar.',
      ['Dairy-Free'],
    ],
    [
      'pt',
      'Portuguese butter in a cake',
      'Bolo simples\nServe 8\n200 g de manteiga\n200 g de açúcar\n250 g de farinha\n1 colher de chá de fermento\nModo de preparo\nBata o açúcar com a manteiga até ficar cremoso.\nJunte a farinha e o fermento e leve ao forno 40 minutos a 180 °C.',
      ['Vegan'],
    ],
    [
      'fr',
      'French milk in a pudding',
      'Riz au lait\nPour 4 personnes\n1 l de lait\n120 g de riz rond\n80 g de sucre\nPréparation\nFaites chauffer le lait avec le sucre.\nAjoutez le riz et laissez cuire 40 minutes en remuant.',
      ['Dairy-Free'],
    ],
  ];
  for (const [language, name, text, filters] of cases) {
    it(name, () => {
      const said = read(convert(text, filters));
      expect(said).not.toMatch(MASCULINE_BEFORE[language] as RegExp);
    });
    noEnglish(name, () => read(convert(text, filters)));
  }
});

describe('German, Dutch, Swedish, Polish: the substitute in the language, no English glue', () => {
  const cases: [name: string, text: string, filters: string[]][] = [
    [
      'German cheese spätzle',
      'Käsespätzle\nFür 4 Personen\n500 g Spätzle\n200 g geriebener Bergkäse\n2 Zwiebeln\n30 g Butter\nZubereitung\nDie Zwiebeln in der Butter goldbraun braten.\nDie Spätzle abwechselnd mit dem Käse in eine Form schichten und mit den Zwiebeln bestreuen.',
      ['Vegan'],
    ],
    [
      'German milk rice',
      'Milchreis\nFür 4 Personen\n1 l Milch\n250 g Milchreis\n2 EL Zucker\nZubereitung\nDie Milch mit dem Zucker aufkochen.\nDen Reis einrühren und 30 Minuten quellen lassen.',
      ['Dairy-Free'],
    ],
    [
      'Dutch cheese sauce',
      'Bloemkool met kaassaus\nVoor 4 personen\n1 bloemkool\n30 g boter\n30 g bloem\n400 ml melk\n100 g geraspte kaas\nBereiding\nSmelt de boter en roer de bloem erdoor.\nVoeg de melk al roerend toe en laat de saus binden. Roer de kaas erdoor.',
      ['Vegan'],
    ],
    [
      'Dutch pancakes',
      'Pannenkoeken\nVoor 4 personen\n250 g bloem\n500 ml melk\n2 eieren\nboter om te bakken\nBereiding\nKlop de bloem met de melk en de eieren tot een glad beslag.\nBak de pannenkoeken in wat boter.',
      ['Dairy-Free'],
    ],
    [
      'Swedish pancakes',
      'Pannkakor\n4 portioner\n2½ dl vetemjöl\n6 dl mjölk\n3 ägg\n2 msk smör\nGör så här\nVispa mjölet med hälften av mjölken till en slät smet.\nVispa i resten av mjölken och äggen. Stek tunna pannkakor i smör.',
      ['Dairy-Free'],
    ],
    [
      'Polish pancakes',
      'Naleśniki z serem\nSkładniki\n250 g mąki\n500 ml mleka\n2 jajka\n250 g twarogu\n2 łyżki masła\nPrzygotowanie\nMąkę wymieszać z mlekiem i jajkami.\nSmażyć naleśniki na maśle, nadziewać twarogiem.',
      ['Dairy-Free'],
    ],
  ];
  for (const [name, text, filters] of cases) noEnglish(name, () => read(convert(text, filters)));
});
