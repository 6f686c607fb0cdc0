/**
 * Serving suggestions in any language, category words that mean a swapped food, a removed food's doneness cue, and no
 * replacement inside a word (issue 32). Written blind: recipes and expectations set down before running the engine on
 * them, three phrasings or more per rule, in several languages.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

interface Ask {
  filters?: string[];
  avoid?: string[];
}

function convert(text: string, ask: Ask): StructuredRecipe {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters: ask.filters ?? [],
    avoidIngredients: ask.avoid ?? [],
    mustUseIngredients: [],
  });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

const method = (r: StructuredRecipe): string => r.instructions.join('\n');
const tips = (r: StructuredRecipe): string => (r.tips ?? []).join('\n');

describe('a serving suggestion of a food the case forbids, or of an unknown food, is left out with a tip', () => {
  const cases: [name: string, text: string, ask: Ask, gone: RegExp, stays: RegExp | null][] = [
    [
      'German: "Dazu gibt\'s traditionell …!"',
      "Linsen mit Spätzle\nFür 4 Personen\n300 g Tellerlinsen\n1 Zwiebel\n1 l Gemüsebrühe\n\nDie Zwiebel würfeln und anschwitzen, Linsen und Brühe zugeben und 30 Minuten köcheln.\nDazu gibt's traditionell Saitenwürstchen!",
      { filters: ['Vegetarian'] },
      /Saitenwürstchen/,
      /köcheln/,
    ],
    [
      'French: "Servir tiède avec une boule de …"',
      'Tarte aux pommes\nPour 6 personnes\n1 pâte brisée végétale\n4 pommes\n50 g de sucre\n\nÉtaler la pâte, disposer les pommes, saupoudrer de sucre et cuire 35 minutes à 180 °C.\nServir tiède avec une boule de glace à la vanille.',
      { filters: ['Vegan'] },
      /glace/,
      /pommes/,
    ],
    [
      'Portuguese: "Acompanhe com X e Y" keeps the safe one',
      'Feijão simples\nServe 4\n500 g de feijão preto cozido\n1 cebola\n2 dentes de alho\n\nRefogue a cebola e o alho, junte o feijão e cozinhe 15 minutos.\nAcompanhe com arroz branco e ovo frito.',
      { filters: ['Vegan'] },
      /ovo/,
      /arroz branco/,
    ],
    [
      'Portuguese: "Sirva com X e Y"',
      'Sopa de legumes\nServe 4\n2 cenouras\n1 abobrinha\n1 l de caldo de legumes\n\nCozinhe os legumes no caldo por 20 minutos e bata.\nSirva com queijo ralado e pão.',
      { filters: ['Dairy-Free'] },
      /queijo/,
      /bata/,
    ],
    [
      'Polish: "Podawać z …"',
      'Zupa ogórkowa\nDla 4 osób\n4 ogórki kiszone\n3 ziemniaki\n1 l bulionu warzywnego\n\nZiemniaki ugotować w bulionie, dodać starte ogórki i gotować 10 minut.\nPodawać z kiełbasą.',
      { filters: ['Vegetarian'] },
      /kiełbas/,
      /ogórki/,
    ],
    [
      'Swedish: "Servera med …"',
      'Linsgryta\n4 portioner\n300 g röda linser\n1 gul lök\n400 g krossade tomater\n\nFräs löken, tillsätt linser och tomater och låt koka 20 minuter.\nServera med gräddfil och ris.',
      { filters: ['Dairy-Free'] },
      /gräddfil/,
      /ris/,
    ],
    [
      'Dutch: "Serveer met …"',
      'Groentesoep\n4 personen\n2 wortels\n1 prei\n1 l groentebouillon\n\nSnijd de groenten en kook ze 20 minuten in de bouillon.\nServeer met geraspte kaas.',
      { filters: ['Vegan'] },
      /kaas/,
      /bouillon/,
    ],
    [
      'English: an unknown food in a suggestion is not safe',
      'Bean chilli\nServes 4\n2 cans kidney beans\n1 onion\n1 can chopped tomatoes\n\nSoften the onion, add the beans and tomatoes and simmer 20 minutes.\nServe with Zorbleflakes and rice.',
      { filters: ['Vegan'] },
      /Zorbleflakes/,
      /rice/,
    ],
  ];
  it('Turkish: "X ile servis edin": the yoghurt becomes a dairy-free one, with the sentence\'s capital', () => {
    const r = convert(
      'Mercimek çorbası\n4 kişilik\n1 su bardağı kırmızı mercimek\n1 soğan\n1 litre su\n\nSoğanı kavurun, mercimeği ve suyu ekleyip 25 dakika pişirin.\nYoğurt ile servis edin.',
      { filters: ['Vegan'] },
    );
    expect(method(r)).toMatch(/pişirin/);
    expect(method(r)).toContain('Dairy-free yoğurt ile servis edin.');
  });
  for (const [name, text, ask, gone, stays] of cases) {
    it(name, () => {
      const r = convert(text, ask);
      expect(method(r)).not.toMatch(gone);
      if (stays) expect(method(r)).toMatch(stays);
      expect(tips(r)).toMatch(/Left out [^.:]* \(a serving suggestion\)/);
    });
  }

  it('a suggestion of a food that fits stays as written, with no tip', () => {
    const r = convert(
      'Lentil soup\nServes 4\n300 g red lentils\n1 onion\n1 l vegetable stock\n\nSimmer everything for 25 minutes.\nServe with crusty bread.',
      { filters: ['Vegan'] },
    );
    expect(method(r)).toMatch(/Serve with crusty bread/);
    expect(tips(r)).not.toMatch(/serving suggestion/);
  });
});

describe('a category word in the method means the swapped food of that kind', () => {
  const cases: [name: string, text: string, ask: Ask, gone: RegExp][] = [
    [
      'Portuguese: "o peixe" after the cod was swapped',
      'Bacalhau assado\nServe 4\n600 g de bacalhau\n4 batatas\n3 colheres de sopa de azeite\n1 limão\n\nTempere o peixe com limão e azeite.\nAsse as batatas por 30 minutos, junte o bacalhau e asse mais 15 minutos.',
      { filters: ['Vegan'] },
      /peixe|bacalhau/,
    ],
    [
      'English: "the meat" after the beef mince was swapped',
      'Simple ragu\nServes 4\n500 g beef mince\n1 onion\n1 can chopped tomatoes\n\nBrown the beef mince in a hot pan.\nAdd the onion and tomatoes to the meat and simmer 30 minutes.',
      { filters: ['Vegan'] },
      /\bmeat\b|beef/,
    ],
    [
      'German: "das Fleisch" after the chicken was swapped',
      'Hähnchenpfanne\nFür 2 Personen\n400 g Hähnchenbrust\n1 Paprika\n2 EL Öl\n\nDie Hähnchenbrust würfeln.\nDas Fleisch im Öl scharf anbraten, Paprika zugeben und 5 Minuten braten.',
      { filters: ['Vegan'] },
      /Fleisch|Hähnchen/,
    ],
    [
      'French: "la viande" after the veal was swapped',
      'Sauté de veau\nPour 4 personnes\n600 g de veau\n2 carottes\n20 cl de bouillon de légumes\n\nCouper le veau en morceaux.\nFaire dorer la viande, ajouter les carottes et le bouillon, cuire 40 minutes.',
      { filters: ['Vegetarian'] },
      /viande|veau/,
    ],
    [
      'English: "the cheese" after the gruyère was swapped',
      'Cheese toast\nServes 2\n4 slices bread\n100 g gruyère\n\nGrate the gruyère.\nScatter the cheese over the bread and grill until bubbling.',
      { filters: ['Vegan'] },
      /the cheese\b|gruy/,
    ],
  ];
  for (const [name, text, ask, gone] of cases) {
    it(name, () => {
      expect(method(convert(text, ask))).not.toMatch(gone);
    });
  }
});

describe("a removed food's doneness cue becomes its substitute's", () => {
  const cases: [name: string, text: string][] = [
    [
      'until the chicken is cooked through',
      'Chicken stir-fry\nServes 2\n300 g chicken breast\n1 pepper\n2 tbsp soy sauce\n\nFry the chicken breast in a hot wok until the chicken is cooked through.\nAdd the pepper and soy sauce and toss.',
    ],
    [
      'until no longer pink',
      'Chicken skewers\nServes 4\n500 g chicken thighs\n1 lemon\n\nThread the chicken thighs onto skewers and grill for 10 minutes, turning, until no longer pink in the middle.',
    ],
    [
      'until the juices run clear',
      'Pan chicken\nServes 2\n2 chicken breasts\n1 tbsp oil\n\nCook the chicken breasts in the oil for 6 minutes each side, until the juices run clear.',
    ],
  ];
  for (const [name, text] of cases) {
    it(name, () => {
      const said = method(convert(text, { filters: ['Vegan'] }));
      expect(said).not.toMatch(/cooked through|no longer pink|juices run clear/);
      expect(said).not.toMatch(/chicken/i);
    });
  }
});

describe('a title never glues a free-from word to the dish’s own food, never splits a dish name, never names the removed food', () => {
  const cases: [name: string, text: string, ask: Ask, label: RegExp, gone: RegExp][] = [
    [
      'Spanish avoid list: the label is the canonical English name',
      'Tortilla de huevo y patata\nPara 4 personas\n6 huevos\n4 patatas\n1 cebolla\n\nFreír las patatas con la cebolla, batir los huevos, mezclar y cuajar.',
      { avoid: ['huevos'] },
      /^Egg-Free /,
      /huevo/i,
    ],
    [
      'French avoid list of a group',
      'Moules à la crème\nPour 4 personnes\n2 kg de moules\n2 échalotes\n20 cl de vin blanc\n\nFaire revenir les échalotes, ajouter le vin et les moules, couvrir et cuire 5 minutes.',
      { avoid: ['moules'] },
      /^Mussel-Free /,
      /moule/i,
    ],
    [
      'a two-word dish name keeps both words',
      'Panna cotta alla vaniglia\nPer 4 persone\n500 ml di panna fresca\n60 g di zucchero\n2 g di agar agar\n\nScaldare la panna con lo zucchero, unire l’agar, versare negli stampini e far rassodare in frigo.',
      { filters: ['Vegan'] },
      /^Vegan Panna cotta/i,
      /free|cream|coconut/i,
    ],
  ];
  for (const [name, text, ask, label, gone] of cases) {
    it(name, () => {
      const title = convert(text, ask).recipeName;
      expect(title).toMatch(label);
      expect(title.replace(label, '')).not.toMatch(gone);
    });
  }
});
