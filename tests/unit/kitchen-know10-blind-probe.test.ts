import { describe, expect, it } from 'vitest';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';
import { engineConversion as convert, flaggedFor, tagsOf } from '../support/kitchenLineChecks';

/**
 * Written blind (issue 30, know round 10), before running the engine on any of these: Nordic definite forms of short
 * food names in a method or a serving sentence; a stock's kind in brackets; Hungarian case forms of short names in a
 * sentence; a plant or vegetarian qualifier on a made meat product; a juice named "of <fruit>" is that fruit's juice.
 * Cases still failing at the end run as expected failures with their cause.
 */
const LEFT: Record<string, string> = {
  'nb melet': 'a Norwegian definite form of a compound\'s head ("melet" of "hvetemel") stays in the method unreported',
  '500 ml Brühe (Rind)': 'a bracket\'s one-word kind ("Rind") is not read as the stock\'s kind',
  '750 ml bouillon (rund)': "a bracket's one-word kind is not read as the stock's kind",
  'sok z czarnej porzeczki currant': 'the avoid word "currant" is read as the dried grape only, not also as the Ribes berries',
};

const run = (name: string) => (name in LEFT ? it.fails : it);

const norm = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A forbidden food's word left in what the cook reads is never called fine: the recipe is then not compliant. */
function expectNotSilent(recipe: StructuredRecipe, word: string) {
  const tips = (recipe.tips ?? []).filter((t) => !/^left out\b/i.test(t));
  const words = (t: string) => norm(t).split(/[^\p{L}]+/u);
  const stays = [...tips, ...(recipe.instructions ?? [])].some((t) => words(t).includes(norm(word)));
  if (!stays) return;
  expect(recipe.compliance?.compliant).toBe(false);
}

describe('a Nordic definite or inflected form of a short food name in the method is that food', () => {
  const cases: [string, string, string, string[]][] = [
    [
      'sv riset list',
      'Kycklinggryta\n\nIngredienser\n400 g kycklingfilé\n3 dl jasminris\n2 dl grädde\n\nGör så här\n1. Koka riset enligt förpackningen.\n2. Stek kycklingen och häll på grädden.\n3. Servera grytan med riset.',
      'riset',
      ['Keto'],
    ],
    [
      'sv riset tip',
      'Linsgryta\n\nIngredienser\n3 dl röda linser\n1 gul lök\n1 burk krossade tomater\n\nGör så här\n1. Fräs löken.\n2. Tillsätt linser och tomater och koka 20 minuter.\n\nServera med riset och lite yoghurt.',
      'riset',
      ['Keto'],
    ],
    [
      'sv smöret',
      'Pannkakor\n\nIngredienser\n3 dl vetemjöl\n6 dl mjölk\n3 ägg\n50 g smör\n\nGör så här\n1. Vispa mjöl och mjölk till en smet.\n2. Smält smöret och vispa ner det.\n3. Grädda tunna pannkakor.',
      'smöret',
      ['Vegan'],
    ],
    [
      'sv mjölken',
      'Gröt\n\nIngredienser\n2 dl havregryn\n4 dl mjölk\n1 nypa salt\n\nGör så här\n1. Värm mjölken i en kastrull.\n2. Rör ner havregrynen och koka 5 minuter.',
      'mjölken',
      ['Vegan'],
    ],
    [
      'da risen',
      'Kyllingegryde\n\nIngredienser\n500 g kyllingelår\n300 g ris\n1 løg\n\nFremgangsmåde\n1. Kog risen i letsaltet vand.\n2. Brun kyllingen og løget.\n3. Server gryden med risen.',
      'risen',
      ['Keto'],
    ],
    [
      'da smørret',
      'Æggekage\n\nIngredienser\n6 æg\n1 dl mælk\n30 g smør\n\nFremgangsmåde\n1. Pisk æg og mælk sammen.\n2. Smelt smørret på panden.\n3. Hæld æggemassen i og steg ved svag varme.',
      'smørret',
      ['Vegan'],
    ],
    [
      'nb melet',
      'Vafler\n\nIngredienser\n4 dl hvetemel\n5 dl melk\n2 egg\n\nSlik gjør du\n1. Sikt melet i en bolle.\n2. Visp inn melken og eggene.\n3. Stek i vaffeljern.',
      'melet',
      ['Gluten-Free'],
    ],
    [
      'nb melken',
      'Grøt\n\nIngredienser\n2 dl risengryn\n1 l melk\n\nSlik gjør du\n1. Kok opp melken.\n2. Ha i risengrynet og la det småkoke en time.',
      'melken',
      ['Vegan'],
    ],
  ];
  for (const [name, text, word, filters] of cases) {
    run(name)(`${name}: "${word}" is rewritten, left out or reported under ${filters.join(', ')}`, () => {
      expectNotSilent(convert(text, filters), word);
    });
  }
});

describe("a stock's kind written in brackets is read", () => {
  for (const [line, avoid] of [
    ['500 ml Brühe (Rind)', 'Rindfleisch'],
    ['1 l Brühe (Huhn)', 'Huhn'],
    ['750 ml bouillon (rund)', 'rundvlees'],
    ['500 ml brodo (di pollo)', 'pollo'],
    ['1 l buljong (kyckling)', 'kyckling'],
    ['2 cups stock (beef)', 'beef'],
  ] as const) {
    run(line)(`"${line}" is reported under an avoid list of ${avoid}`, () => {
      expect(flaggedFor(line, [], [avoid])).toContain('Avoid list');
    });
  }
});

describe('a Hungarian case form of a short food name in a sentence is that food', () => {
  const cases: [string, string, string, string[]][] = [
    [
      'hu tejjel',
      'Palacsinta\n\nHozzávalók\n2 tojás\n20 dkg liszt\n1 csipet só\n\nElkészítés\n1. A tojást és a lisztet csomómentesre keverjük.\n2. Tejjel hígítjuk sűrű tejföl állagúra.\n3. Forró serpenyőben kisütjük.',
      'tejjel',
      ['Vegan'],
    ],
    [
      'hu vajjal',
      'Pogácsa\n\nHozzávalók\n50 dkg liszt\n2 dl tejföl\n1 tk só\n\nElkészítés\n1. Összegyúrjuk a tésztát.\n2. A tepsit vajjal kikenjük.\n3. 200 fokon 20 percig sütjük.',
      'vajjal',
      ['Vegan'],
    ],
    [
      'hu sajttal',
      'Rakott krumpli\n\nHozzávalók\n1 kg burgonya\n4 tojás\n3 dl tejföl\n\nElkészítés\n1. A burgonyát és a tojást megfőzzük, felszeleteljük.\n2. Rétegezzük, tejföllel leöntjük.\n3. Sajttal megszórjuk és 30 percig sütjük.',
      'sajttal',
      ['Vegan'],
    ],
    [
      'hu rizzsel',
      'Pörkölt\n\nHozzávalók\n500 g marhahús\n2 hagyma\n\nElkészítés\n1. Párold 2 órán át.\n\nRizzsel tálaljuk.',
      'rizzsel',
      ['Keto'],
    ],
  ];
  for (const [name, text, word, filters] of cases) {
    run(name)(`${name}: "${word}" is rewritten, left out or reported under ${filters.join(', ')}`, () => {
      expectNotSilent(convert(text, filters), word);
    });
  }
});

describe('a plant or vegetarian made product is not the meat it imitates', () => {
  for (const line of [
    '4 vegetarische Würstchen',
    '400 g vegetarische Wurst',
    '6 vegetarian sausages',
    '300 g salsiccia vegetariana',
    '4 saucisses végétariennes',
    '400 g vegetarisk korv',
    '250 g vegetarisch gehakt',
    '200 g wegetariańskiej kiełbasy',
  ]) {
    run(line)(`"${line}" is not reported under Vegetarian`, () => {
      expect(flaggedFor(line, ['Vegetarian'])).not.toContain('Vegetarian');
    });
    run(`${line} halal`)(`"${line}" is not pork`, () => {
      expect(tagsOf(line)).not.toContain('pork');
    });
  }
});

describe('a juice named "of <fruit>" is that fruit', () => {
  for (const [phrase, fruit, other] of [
    ['zumo de uva blanca', 'grape', 'pineapple'],
    ['zumo de manzana verde', 'apple', 'pineapple'],
    ['suco de uva branca', 'grape', 'pineapple'],
    ["succo d'uva bianca", 'grape', 'pineapple'],
    ['jus de raisin blanc', 'grape', 'pineapple'],
    ['weißer Traubensaft', 'grape', 'pineapple'],
    ['sok z czarnej porzeczki', 'currant', 'pineapple'],
  ] as const) {
    run(phrase)(`"200 ml ${phrase}" is no ${other} under an avoid list of ${other}`, () => {
      expect(flaggedFor(`200 ml ${phrase}`, [], [other])).not.toContain('Avoid list');
    });
    run(`${phrase} ${fruit}`)(`"200 ml ${phrase}" is reported under an avoid list of ${fruit}`, () => {
      expect(flaggedFor(`200 ml ${phrase}`, [], [fruit])).toContain('Avoid list');
    });
  }
});
