/**
 * What a swap does to the method, the title and the list headings (issue 32 items 2, 3, 6, 7), through the
 * converter's own entry. Written blind: recipes and expectations set down before running the engine on them,
 * three phrasings or more per rule, in several languages.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

interface Ask {
  filters?: string[];
  avoid?: string[];
  mustUse?: string[];
}

function convert(text: string, ask: Ask): StructuredRecipe {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters: ask.filters ?? [],
    avoidIngredients: ask.avoid ?? [],
    mustUseIngredients: ask.mustUse ?? [],
  });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

const method = (r: StructuredRecipe): string => r.instructions.join('\n');

describe('a swap never renames a kept food that shares a word', () => {
  const cases: [name: string, text: string, ask: Ask, kept: RegExp][] = [
    [
      'rice beside a swapped rice wine',
      `Chicken fried rice\nServes 2\n300 g jasmine rice\n2 tbsp Shaoxing rice wine\n2 eggs\n2 spring onions\n\nCook the rice according to the packet and leave to cool.\nFry the eggs, add the rice and the rice wine, toss and serve with the spring onions.`,
      { filters: ['Halal'] },
      /Cook the rice according to the packet/,
    ],
    [
      'coconut milk beside a swapped milk',
      `Pumpkin soup\nServes 4\n1 kg pumpkin\n400 ml coconut milk\n200 ml milk\n1 onion\n\nSoften the onion, add the pumpkin and the milk and simmer 20 minutes.\nBlend, then stir in the coconut milk and warm through.`,
      { filters: ['Dairy-Free'] },
      /stir in the coconut milk/,
    ],
    [
      'cream of tartar beside a swapped cream',
      `Pavlova\nServes 6\n4 egg whites\n200 g caster sugar\n1 tsp cream of tartar\n300 ml double cream\n200 g raspberries\n\nWhisk the whites with the cream of tartar to stiff peaks, then whisk in the sugar.\nBake 1 hour at 120C. Whip the cream and spread it over the cooled meringue; top with raspberries.`,
      { filters: ['Dairy-Free'] },
      /with the cream of tartar/,
    ],
    [
      'Spanish: arroz beside a swapped vino de arroz',
      `Arroz frito\nPara 2 personas\n300 g de arroz\n2 cucharadas de vino de arroz\n2 huevos\n\nCocer el arroz y dejar enfriar.\nSaltear el arroz con los huevos y el vino de arroz.`,
      { filters: ['Halal'] },
      /Cocer el arroz y dejar enfriar/,
    ],
  ];
  for (const [name, text, ask, kept] of cases) {
    it(name, () => {
      expect(method(convert(text, ask))).toMatch(kept);
    });
  }
  it('French: "Ajouter le lait de coco" stays when the lait is swapped (Dairy-Free)', () => {
    const text = `Curry de légumes\nPour 4 personnes\n400 ml de lait de coco\n10 cl de lait\n2 carottes\n1 oignon\n\nFaire revenir l'oignon et les carottes, verser le lait et cuire 10 minutes.\nAjouter le lait de coco et laisser mijoter 5 minutes.`;
    expect(method(convert(text, { filters: ['Dairy-Free'] }))).toMatch(/Ajouter le lait de coco et laisser mijoter/);
  });
  // The knowledge reads the line "400 ml di latte di cocco" as milk (issue 30), so both lines are swapped as milk and the
  // method has no kept coconut milk to guard: this waits for the knowledge (tests/unit/kitchen-rewrite-shared-words has
  // the rule in four other languages).
  it.todo('Italian: "Unire il latte di cocco" stays when the latte is swapped (Dairy-Free)');
});

describe('a step keeps no technique its substitute cannot do', () => {
  const cases: [name: string, text: string, ask: Ask, never: RegExp][] = [
    [
      'a sabayon of yolks made vegan',
      `Zabaglione\nServes 4\n4 egg yolks\n60 g sugar\n80 ml Marsala\n\nWhisk the yolks and sugar over simmering water until pale and thick, adding the Marsala slowly.\nServe warm.`,
      { filters: ['Vegan'] },
      /until pale and thick/i,
    ],
    [
      'a bread dough made keto',
      `Simple white bread\nMakes 1 loaf\n500 g strong white flour\n7 g dried yeast\n1 tsp salt\n300 ml warm water\n\nMix everything to a dough and knead for 10 minutes until smooth and elastic.\nLeave to rise until doubled, about 1 hour. Bake at 220C for 30 minutes.`,
      { filters: ['Keto'] },
      /knead|until doubled/i,
    ],
    [
      'a bread dough made gluten-free',
      `Simple white bread\nMakes 1 loaf\n500 g strong white flour\n7 g dried yeast\n1 tsp salt\n300 ml warm water\n\nMix everything to a dough and knead for 10 minutes until smooth and elastic.\nLeave to rise until doubled, about 1 hour. Bake at 220C for 30 minutes.`,
      { filters: ['Gluten-Free'] },
      /knead|until smooth and elastic/i,
    ],
    [
      'spaghetti made low-carb',
      `Spaghetti aglio e olio\nServes 2\n200 g spaghetti\n4 garlic cloves\n4 tbsp olive oil\n\nCook the spaghetti in boiling salted water 2 minutes less than the packet says.\nFry the garlic in the oil, toss with the spaghetti and serve.`,
      { filters: ['Keto'] },
      /less than the packet says/i,
    ],
    [
      'German: a whipped cream made dairy-free',
      `Erdbeertorte\nFür 8 Stücke\n500 g Erdbeeren\n400 ml Sahne\n1 Tortenboden\n\nDie Sahne steif schlagen und auf dem Boden verteilen.\nMit Erdbeeren belegen.`,
      { filters: ['Vegan'] },
      /Sahne steif schlagen/i,
    ],
  ];
  for (const [name, text, ask, never] of cases) {
    it(name, () => {
      // A refusal that says why is a cook's answer too (a keto loaf of almond flour is over the carbohydrate limit).
      const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ask.filters ?? [], avoidIngredients: [] });
      if (!result.ok) expect(result.error).toMatch(new RegExp((ask.filters ?? []).join('|')));
      else expect(method(result.recipe)).not.toMatch(never);
    });
  }
});

describe('a removed food leaves the method with its tying words; an emptied step goes', () => {
  const cases: [name: string, text: string, ask: Ask, never: RegExp, kept: RegExp][] = [
    [
      'blueberries scattered on top',
      `Lemon pancakes\nServes 4\n200 g flour\n2 eggs\n300 ml milk\n100 g blueberries\n\nWhisk the flour, eggs and milk into a batter.\nFry ladlefuls in a hot pan for 2 minutes each side.\nScatter the blueberries on top.`,
      { avoid: ['blueberries'] },
      /blueberr|Scatter\s+on top/i,
      /Fry ladlefuls/,
    ],
    [
      'German: Heidelbeeren',
      `Quarkspeise\nFür 4 Personen\n500 g Magerquark\n2 EL Zucker\n150 g Heidelbeeren\n\nQuark mit Zucker glatt rühren.\nMit den Heidelbeeren bestreuen.`,
      { avoid: ['Heidelbeeren'] },
      /Heidelbeer|^Mit\s*bestreuen/im,
      /Quark mit Zucker glatt rühren/,
    ],
    [
      'sesame seeds then serve',
      `Sesame noodles\nServes 2\n200 g rice noodles\n2 tbsp soy sauce\n1 tbsp sesame seeds\n\nCook the noodles and toss with the soy sauce.\nSprinkle with the sesame seeds and serve.`,
      { avoid: ['sesame'] },
      /sesame|Sprinkle with\s+and/i,
      /toss with the soy sauce/,
    ],
  ];
  for (const [name, text, ask, never, kept] of cases) {
    it(name, () => {
      const m = method(convert(text, ask));
      expect(m).not.toMatch(never);
      expect(m).toMatch(kept);
    });
  }
});

describe('titles: the dish led by the filters, never a removed food', () => {
  const cases: [text: string, ask: Ask, never: RegExp, dish: RegExp][] = [
    [
      `Chicken Tikka Masala\nServes 4\n600 g chicken thighs\n400 g chopped tomatoes\n150 ml double cream\n2 tbsp tikka paste\n\nBrown the chicken, add the paste and tomatoes, simmer 20 minutes, stir in the cream.`,
      { filters: ['Vegan'] },
      /chicken/i,
      /Tikka Masala/,
    ],
    [
      `Hähnchen-Curry\nFür 4 Personen\n500 g Hähnchenbrust\n400 ml Kokosmilch\n2 EL Currypaste\n1 Paprika\n\nDas Hähnchen anbraten, Currypaste und Paprika zugeben, mit Kokosmilch 15 Minuten köcheln.`,
      { filters: ['Vegetarian'] },
      /Hähnchen/i,
      /Curry/,
    ],
    [
      `Poulet basquaise\nPour 4 personnes\n1 poulet découpé\n3 poivrons\n4 tomates\n1 oignon\n\nFaire dorer le poulet, ajouter les légumes et laisser mijoter 40 minutes.`,
      { filters: ['Vegetarian'] },
      /poulet/i,
      /basquaise/i,
    ],
    [
      `Spaghetti alla carbonara\nPer 4 persone\n400 g di spaghetti\n150 g di guanciale\n4 tuorli\n50 g di pecorino\n\nRosolare il guanciale. Cuocere gli spaghetti, mescolare con tuorli e pecorino e il guanciale.`,
      { filters: ['Halal'] },
      /guanciale/i,
      /carbonara/i,
    ],
  ];
  for (const [text, ask, never, dish] of cases) {
    it(`${text.split('\n')[0]} under ${[...(ask.filters ?? [])].join(', ')}`, () => {
      const r = convert(text, ask);
      expect(r.recipeName).not.toMatch(never);
      expect(r.recipeName).toMatch(dish);
    });
  }
});

describe('a list heading that names a swapped food is reworded', () => {
  const cases: [text: string, ask: Ask, never: RegExp][] = [
    [
      `Chicken skewers\nServes 4\n\nFor the chicken marinade:\n500 g chicken breast\n3 tbsp yoghurt\n1 tsp paprika\n\nFor the sauce:\n100 g tahini\n1 lemon\n\nMarinate the chicken for 1 hour, thread onto skewers and grill 10 minutes.\nWhisk the tahini with the lemon juice and serve with the skewers.`,
      { filters: ['Vegan'] },
      /chicken/i,
    ],
    [
      `Hähnchenspieße\nFür 4 Personen\n\nFür die Hähnchen-Marinade:\n500 g Hähnchenbrust\n3 EL Joghurt\n1 TL Paprikapulver\n\nFür den Dip:\n150 g Frischkäse\n1 Knoblauchzehe\n\nDas Hähnchen 1 Stunde marinieren, aufspießen und 10 Minuten grillen.`,
      { filters: ['Vegetarian'] },
      /Hähnchen/i,
    ],
    [
      `Brochettes de bœuf\nPour 4 personnes\n\nPour la marinade du bœuf :\n600 g de bœuf\n3 cuillères à soupe d'huile d'olive\n1 gousse d'ail\n\nPour la sauce :\n1 yaourt\n1 citron\n\nMariner le bœuf 1 heure, enfiler sur des piques et griller 8 minutes.`,
      { filters: ['Vegetarian'] },
      /bœuf|boeuf/i,
    ],
  ];
  for (const [text, ask, never] of cases) {
    it(text.split('\n')[0] ?? '', () => {
      const r = convert(text, ask);
      for (const group of r.ingredientGroups ?? []) expect(group.heading).not.toMatch(never);
    });
  }
});

describe('a must-use ingredient arrives with an amount and a step', () => {
  const text = `Green salad\nServes 2\n1 head lettuce\n1 cucumber\n2 tbsp olive oil\n1 tbsp lemon juice\n\nTear the lettuce, slice the cucumber.\nDress with the oil and lemon juice and serve.`;
  for (const food of ['walnuts', 'chickpeas', 'feta']) {
    it(food, () => {
      const r = convert(text, { mustUse: [food] });
      const added = r.ingredients.find((l) => l.toLowerCase().includes(food));
      expect(added).toBeDefined();
      expect(added).toMatch(/^\d/);
      expect(method(r).toLowerCase()).toContain(food);
    });
  }
});

describe('a step that holds the oven or the tin keeps them when its food goes', () => {
  const cases: [name: string, text: string, ask: Ask, wanted: RegExp[]][] = [
    [
      'butter for the tin left out',
      `Banana bread\nServes 10\n3 ripe bananas\n250 g plain flour\n100 g sugar\n2 eggs\n75 g butter, melted\n\nHeat the oven to 180C. Butter a 900g loaf tin.\nMash the bananas, mix in the rest and bake for 1 hour.`,
      { avoid: ['butter'] },
      [/180C/, /900g loaf tin/],
    ],
    [
      'German: oil for the tray swapped',
      `Ofengemüse\nFür 4 Personen\n1 kg Kartoffeln\n2 Paprika\n4 EL Erdnussöl\n\nDen Ofen auf 200 °C vorheizen und ein Blech (30 x 40 cm) mit dem Erdnussöl bestreichen.\nGemüse darauf verteilen und 35 Minuten rösten.`,
      { avoid: ['Erdnüsse'] },
      [/200 °C/, /30 x 40 cm/],
    ],
    [
      'French: beurre for the mould',
      `Clafoutis\nPour 6 personnes\n500 g de cerises\n3 œufs\n80 g de sucre\n60 g de farine\n30 cl de lait\n20 g de beurre\n\nPréchauffer le four à 180 °C (th. 6). Beurrer un moule de 26 cm avec le beurre.\nMélanger œufs, sucre, farine et lait, verser sur les cerises et cuire 40 minutes.`,
      { filters: ['Dairy-Free'] },
      [/180 °C/, /th\. 6/, /26 cm/],
    ],
    [
      'Spanish: frying oil at 180',
      `Churros\nPara 4 personas\n250 ml de agua\n250 g de harina\n1 pizca de sal\n1 l de aceite de cacahuete\n\nCalentar el aceite de cacahuete a 180 °C.\nFreír los churros 2 minutos.`,
      { avoid: ['cacahuete'] },
      [/180 °C/],
    ],
  ];
  for (const [name, text, ask, wanted] of cases) {
    it(name, () => {
      const r = convert(text, ask);
      const card = [r.description ?? '', ...r.ingredients, ...r.instructions, ...r.tips].join('\n');
      for (const w of wanted) expect(card).toMatch(w);
    });
  }
});

describe('a tin or oven setting written beside a swapped line or in a list heading stays on the card', () => {
  const card = (r: StructuredRecipe) =>
    [r.description ?? '', ...r.ingredients, ...r.instructions, ...r.tips, ...(r.notices ?? [])].join('\n');
  const cases: [name: string, text: string, ask: Ask, wanted: RegExp[]][] = [
    [
      'butter for greasing the tin, swapped',
      `Flapjacks\nMakes 12\n250 g butter, plus extra for greasing a 20 x 30 cm tin\n250 g golden syrup\n375 g rolled oats\n\nHeat the oven to 160C fan. Melt the butter and syrup, stir in the oats.\nPress into the tin and bake for 25 minutes.`,
      { filters: ['Dairy-Free'] },
      [/20 x 30 cm/, /160C fan/],
    ],
    [
      'German: Butter für die Form (Ø 24 cm)',
      `Käsekuchen\nFür 12 Stücke\n\nFür den Boden (Springform Ø 24 cm):\n200 g Butterkekse\n80 g Butter\n\nFür die Füllung:\n750 g Quark\n150 g Zucker\n3 Eier\n\nBoden: Kekse zerbröseln, mit der geschmolzenen Butter mischen und in die Form drücken.\nFüllung verrühren, auf den Boden geben und bei 160 °C 60 Minuten backen.`,
      { filters: ['Gluten-Free'] },
      [/24 cm/, /160 °C/],
    ],
    [
      'French: pour un moule de 22 cm in a heading',
      `Tarte au citron\nPour 6 personnes\n\nPâte (pour un moule de 22 cm) :\n200 g de farine\n100 g de beurre\n1 œuf\n\nCrème :\n3 citrons\n3 œufs\n150 g de sucre\n\nFoncer le moule avec la pâte et cuire à blanc 15 minutes à 180 °C.\nMélanger la crème, verser et cuire 20 minutes.`,
      { filters: ['Dairy-Free'] },
      [/22 cm/, /180 °C/],
    ],
    [
      'US: a 9-inch pie plate in a heading, scaled',
      `Pumpkin pie\nServes 8\n\nFor one 9-inch pie plate:\n1 pie crust\n15 oz pumpkin puree\n2 eggs\n12 oz evaporated milk\n3/4 cup sugar\n\nPreheat oven to 425°F. Whisk the filling, pour into the crust and bake 15 minutes, then 40 minutes at 350°F.`,
      { filters: ['Nut-Free'] },
      [/9-inch|23\s?cm/],
    ],
  ];
  for (const [name, text, ask, wanted] of cases) {
    it(name, () => {
      const r = convert(text, ask);
      for (const w of wanted) expect(card(r)).toMatch(w);
    });
  }
});

describe('a title written as one compound word keeps its dish when its food goes', () => {
  const cases: [text: string, ask: Ask, never: RegExp, dish: RegExp][] = [
    [
      `Hähnchenspieße\nFür 4 Personen\n500 g Hähnchenbrust\n2 Paprika\n2 EL Öl\n\nFleisch und Paprika würfeln, aufspießen und 10 Minuten grillen.`,
      { filters: ['Vegetarian'] },
      /Hähnchen/i,
      /spieße/i,
    ],
  ];
  for (const [text, ask, never, dish] of cases) {
    it(text.split('\n')[0] ?? '', () => {
      const r = convert(text, ask);
      expect(r.recipeName).not.toMatch(never);
      expect(r.recipeName).toMatch(dish);
    });
  }
  it('Rindergulasch under Vegan is "Vegan Gulasch"', () => {
    const r = convert(
      `Rindergulasch\nFür 4 Personen\n800 g Rindfleisch\n3 Zwiebeln\n2 EL Paprikapulver\n500 ml Brühe\n\nDas Fleisch würfeln und anbraten, Zwiebeln und Paprika dazugeben.\nMit Brühe ablöschen und 90 Minuten schmoren.`,
      { filters: ['Vegan'] },
    );
    expect(r.recipeName).toBe('Vegan Gulasch');
  });
  it('Kyllingesalat under Vegetarian keeps its "salat" and drops the kylling', () => {
    const r = convert(
      `Kyllingesalat\nTil 4 personer\n400 g kylling i strimler\n1 hjertesalat\n2 tomater\n3 spsk olivenolie\n\nSteg kyllingen gylden og skær den i strimler.\nVend salaten med tomater og olie, og læg kyllingen ovenpå.`,
      { filters: ['Vegetarian'] },
    );
    expect(r.recipeName).toMatch(/salat/i);
    expect(r.recipeName).not.toMatch(/kylling/i);
  });
});
