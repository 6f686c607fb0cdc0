/**
 * Issue 32, second round (written blind, before running the engine on these recipes): a swapped food's parts (the
 * yolks and whites of swapped eggs), a swapped food named in a step by its head noun or an inflected form, serving
 * suggestions naming a food the filter forbids, a substitute's own doneness cue, and amounts written the way the
 * recipe's language writes them. Three phrasings or more per rule, in several languages.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

interface Ask {
  filters?: string[];
  avoid?: string[];
  servings?: number;
}

function convert(text: string, ask: Ask): StructuredRecipe {
  const result = generateLocally({
    originalRecipe: text,
    mode: 'convert',
    filters: ask.filters ?? [],
    avoidIngredients: ask.avoid ?? [],
    mustUseIngredients: [],
    ...(ask.servings ? { requestedServings: ask.servings } : {}),
  });
  if (!result.ok) throw new Error(result.error);
  console.log(
    `${result.recipe.recipeName}\n${result.recipe.ingredients.join('\n')}\n--\n${result.recipe.instructions.join('\n')}\n--tips\n${(result.recipe.tips ?? []).join('\n')}`,
  );
  return result.recipe;
}

const method = (r: StructuredRecipe): string => r.instructions.join('\n');

/**
 * Cases whose fix has not landed: Federweißer and broa de milho wait for the knowledge to know them (issue 30); the
 * others for the rewrite's next steps (a glued avoid-list title, the substitute's doneness cue, decimal commas).
 */
const LATER: ReadonlySet<string> = new Set([
  'Italian pasta all’uovo',
  'French moules marinières, avoid mollusques',
  'Spanish gambas al ajillo, avoid gambas',
  'English: ice cream or crème fraîche under Vegan',
  'German: Federweißer under Halal',
  'Portuguese: broa de milho under Gluten-Free',
  'English: until the mussels open',
  'French: jusqu’à ce que les moules s’ouvrent',
  'Spanish: hasta que se abran',
  'French: 25 cl halved is 12,5 cl; 2 gousses halved is 1 gousse',
  'German: 0,5 l halved is 0,25 l; 2 Zehen halved is 1 Zehe',
  'Spanish: 2 dientes halved is 1 diente',
  'Italian: 2 spicchi halved is 1 spicchio',
]);

/** Egg parts in the languages of these recipes, whole words. */
const EGG_PARTS =
  /(?<![\p{L}])(?:yolks?|whites?|eigelbe?|eiweiß|eiweiss|eiklar|jaunes?|blancs?|yemas?|claras?|tuorli|tuorlo|albumi|albume|żółtka|żółtko|białka)(?![\p{L}])/iu;
/** A free-from word glued onto the removed food or its part ("egg-free eiweiß", "Huevo-Free huevo"). */
const GLUED =
  /-free\s+(?:eggs?|eier|ei|huevos?|uova|uovo|œufs?|yolks?|whites?|eigelbe?|eiweiß|eiweiss|jaunes?|blancs?|yemas?|claras?|tuorli|albumi)(?![\p{L}])/iu;

describe('the parts of a swapped food are the substitute, never a free-from word on the part', () => {
  const cases: [name: string, text: string, ask: Ask][] = [
    [
      'English: separate, whisk the whites, beat the yolks',
      `Chocolate mousse\nServes 4\n150 g dark chocolate\n4 eggs\n40 g caster sugar\n\nMelt the chocolate and leave to cool a little.\nSeparate the eggs. Beat the yolks with the sugar until pale, then stir into the chocolate.\nWhisk the whites to stiff peaks and fold into the chocolate mixture. Chill for 4 hours.`,
      { filters: ['Vegan'] },
    ],
    [
      'German: Eier trennen, Eiweiß steif schlagen, Eigelb verrühren',
      `Biskuitrolle\nFür 8 Stück\n4 Eier\n100 g Zucker\n100 g Mehl\n\nDie Eier trennen. Eiweiß steif schlagen.\nEigelb mit Zucker schaumig verrühren, Mehl darübersieben und den Eischnee unterheben.\nBei 200 °C 10 Minuten backen.`,
      { avoid: ['Eier'] },
    ],
    [
      'Spanish: separar, montar las claras, batir las yemas',
      `Bizcocho\nPara 6 personas\n4 huevos\n120 g de azúcar\n120 g de harina\n\nSeparar las claras de las yemas.\nMontar las claras a punto de nieve.\nBatir las yemas con el azúcar y añadir la harina.\nIncorporar las claras con movimientos envolventes y hornear 25 minutos a 180 °C.`,
      { filters: ['Vegan'] },
    ],
    [
      'Italian: separare, sbattere i tuorli, montare gli albumi',
      `Torta paradiso\nPer 6 persone\n3 uova\n150 g di zucchero\n150 g di farina\n\nSeparate i tuorli dagli albumi.\nSbattere i tuorli con lo zucchero fino a renderli spumosi.\nMontare gli albumi a neve ferma e unirli al composto con la farina.\nCuocere a 170 °C per 40 minuti.`,
      { filters: ['Vegan'] },
    ],
  ];
  for (const [name, text, ask] of cases) {
    if (LATER.has(name)) {
      it.todo(name);
      continue;
    }
    it(name, () => {
      const out = method(convert(text, ask));
      expect(out).not.toMatch(EGG_PARTS);
      expect(out).not.toMatch(GLUED);
      // The eggs cannot be separated once they are a substitute: no step asks for it.
      expect(out).not.toMatch(/separa|trennen|séparer/i);
      // The dish still gets made: the flour or chocolate steps are there.
      expect(out.split('\n').length).toBeGreaterThanOrEqual(2);
    });
  }

  it('a cut of a swapped meat named alone is the substitute (German Schenkel, Spanish muslos)', () => {
    const de = method(
      convert(
        `Hähnchenschenkel aus dem Ofen\nFür 4 Personen\n8 Hähnchenschenkel\n2 EL Olivenöl\n1 TL Paprikapulver\n\nDie Hähnchenschenkel mit Öl und Paprika einreiben.\nDie Schenkel 40 Minuten bei 200 °C backen.`,
        { filters: ['Vegetarian'] },
      ),
    );
    expect(de).not.toMatch(/Schenkel/i);
  });
});

describe('a title whose dish word is the removed food takes the filter, never "X-Free X"', () => {
  const cases: [name: string, text: string, ask: Ask, keep: RegExp, never: RegExp][] = [
    [
      'English egg flan',
      `Egg Flan\nServes 6\n4 eggs\n500 ml milk\n100 g sugar\n\nWhisk the eggs, milk and sugar. Bake in a water bath at 160C for 45 minutes until set.`,
      { filters: ['Vegan'] },
      /Flan/,
      /\begg\b/i,
    ],
    [
      'Spanish flan de huevo casero',
      `Flan de huevo casero\nPara 6 personas\n4 huevos\n500 ml de leche\n100 g de azúcar\n\nBatir los huevos con la leche y el azúcar. Hornear al baño maría 45 minutos a 160 °C.`,
      { filters: ['Vegan'] },
      /Flan/i,
      /huevo/i,
    ],
    [
      'Italian pasta all’uovo',
      `Pasta all'uovo fatta in casa\nPer 4 persone\n400 g di farina\n4 uova\n\nImpastare la farina con le uova per 10 minuti. Stendere la pasta e tagliarla a strisce.`,
      { filters: ['Vegan'] },
      /Pasta/i,
      /uovo/i,
    ],
  ];
  for (const [name, text, ask, keep, never] of cases) {
    if (LATER.has(name)) {
      it.todo(name);
      continue;
    }
    it(name, () => {
      const title = convert(text, ask).recipeName;
      expect(title).toMatch(keep);
      expect(title).not.toMatch(never);
      expect(title).not.toMatch(GLUED);
    });
  }
});

describe('a title led by the filters that changed it, never by a filter word glued to the substitute', () => {
  const cases: [name: string, text: string, ask: Ask, keep: RegExp][] = [
    [
      'French moules marinières, avoid mollusques',
      `Moules marinières\nPour 4 personnes\n2 kg de moules\n2 échalotes\n20 cl de vin blanc\n30 g de beurre\n\nFaire fondre le beurre, ajouter les échalotes.\nAjouter les moules et le vin, couvrir et cuire 5 minutes.`,
      { avoid: ['moules'] },
      /marini[èe]res/i,
    ],
    [
      'English garlic mussels, Kosher',
      `Garlic Butter Mussels\nServes 2\n1 kg mussels\n4 cloves garlic\n50 g butter\n\nMelt the butter, add the garlic.\nAdd the mussels, cover and steam for 5 minutes.`,
      { filters: ['Kosher'] },
      /Garlic Butter/i,
    ],
    [
      'Spanish gambas al ajillo, avoid gambas',
      `Gambas al ajillo\nPara 4 personas\n400 g de gambas\n4 dientes de ajo\n100 ml de aceite de oliva\n\nCalentar el aceite con el ajo.\nAñadir las gambas y cocinar 2 minutos.`,
      { avoid: ['gambas'] },
      /ajillo/i,
    ],
  ];
  for (const [name, text, ask, keep] of cases) {
    if (LATER.has(name)) {
      it.todo(name);
      continue;
    }
    it(name, () => {
      const recipe = convert(text, ask);
      const title = recipe.recipeName;
      expect(title).toMatch(keep);
      // The filter word leads; the substitute's name is never glued after it ("Mollusque-Free firm white fish …").
      expect(title).not.toMatch(/-Free\s+(?:firm|white|fish|tofu|cod|chickpea|mushroom)/i);
      expect(title).not.toMatch(/moules|mussels|gambas/i);
    });
  }
});

describe('a swapped food named in a step by its head noun or an inflected form is the substitute there', () => {
  const cases: [name: string, text: string, ask: Ask, gone: RegExp, stays?: RegExp][] = [
    [
      'Norwegian: kremfløte, then "fløten"',
      `Fiskesuppe\nTil 4 personer\n400 g torsk\n3 dl kremfløte\n1 l fiskekraft\n2 gulrøtter\n\nKok opp kraften med gulrøttene.\nTilsett fløten og la det småkoke i 5 minutter.\nLegg i fisken og trekk i 4 minutter.`,
      { filters: ['Dairy-Free'] },
      /fløten/i,
      /gulrøtt/i,
    ],
    [
      'Polish: śmietana 18%, then "ze śmietaną"',
      `Mizeria\nDla 4 osób\n2 ogórki\n200 g śmietany 18%\n1 łyżka koperku\nsól\n\nOgórki pokroić w plasterki i posolić.\nOdlać sok, wymieszać ze śmietaną i koperkiem.`,
      { filters: ['Dairy-Free'] },
      /śmietan/i,
      /koperk/i,
    ],
    [
      'Polish: smalec lub olej, then "na rozgrzanym smalcu"',
      `Placki ziemniaczane\nDla 4 osób\n1 kg ziemniaków\n1 cebula\n1 jajko\n3 łyżki mąki\nsmalec lub olej do smażenia\n\nZiemniaki i cebulę zetrzeć, dodać jajko i mąkę.\nSmażyć placki na rozgrzanym smalcu z obu stron na złoto.`,
      { filters: ['Vegetarian'] },
      /smalc/i,
      /ziemniak|cebul/i,
    ],
    [
      'Swedish: vispgrädde, then "grädden"',
      `Pannacotta\n4 portioner\n4 dl vispgrädde\n1 dl socker\n2 gelatinblad\n\nBlötlägg gelatinet i kallt vatten.\nKoka upp grädden med sockret och rör ner gelatinet.\nHäll i formar och ställ kallt 4 timmar.`,
      { filters: ['Dairy-Free'] },
      /grädden/i,
      /sockret/i,
    ],
    [
      'Czech: smetana, then "se smetanou"',
      `Svíčková omáčka\nPro 4 osoby\n2 mrkve\n1 cibule\n200 ml smetany\n500 ml vývaru\n\nZeleninu osmahněte a zalijte vývarem.\nOmáčku rozmixujte a zjemněte ji smetanou.`,
      { filters: ['Dairy-Free'] },
      /smetan/i,
    ],
  ];
  for (const [name, text, ask, gone, stays] of cases) {
    it(name, () => {
      const out = method(convert(text, ask));
      expect(out).not.toMatch(gone);
      if (stays) expect(out).toMatch(stays);
    });
  }

  it('a kept food sharing the word stays (Norwegian kokosmelk beside a swapped melk)', () => {
    const out = method(
      convert(
        `Gresskarsuppe\nTil 4 personer\n1 kg gresskar\n4 dl kokosmelk\n2 dl melk\n1 løk\n\nFres løken, tilsett gresskaret og melken og kok i 20 minutter.\nKjør suppen glatt og rør inn kokosmelken.`,
        { filters: ['Dairy-Free'] },
      ),
    );
    expect(out).toMatch(/kokosmelken/);
    expect(out).not.toMatch(/(?<!kokos)melken/);
  });
});

describe('a serving suggestion naming a food the filter forbids loses it', () => {
  const cases: [name: string, text: string, ask: Ask, never: RegExp][] = [
    [
      'English: ice cream or crème fraîche under Vegan',
      `Apple crumble\nServes 6\n800 g apples\n150 g flour\n100 g sugar\n100 g coconut oil\n\nSlice the apples into a dish. Rub the oil into the flour and sugar and scatter over.\nBake at 190C for 35 minutes. Serve with a scoop of vanilla ice cream or crème fraîche.`,
      { filters: ['Vegan'] },
      /(?<!(?:vegan|dairy-free|plant-based) (?:vanilla )?)ice cream|crème fraîche/i,
    ],
    [
      'German: Federweißer under Halal',
      `Zwiebelkuchen\nFür 8 Stücke\n1 kg Zwiebeln\n250 g Mehl\n200 g saure Sahne\n2 Eier\n\nZwiebeln in Butterschmalz weich dünsten, mit Sahne und Eiern mischen und auf den Teig geben.\nBei 200 °C 40 Minuten backen. Dazu passt Federweißer!`,
      { filters: ['Halal'] },
      /Federwei/i,
    ],
    [
      'Portuguese: broa de milho under Gluten-Free',
      `Caldo verde\nPara 4 pessoas\n500 g de batatas\n200 g de couve\n1 cebola\n4 colheres de azeite\n\nCozinhe as batatas com a cebola e triture.\nJunte a couve e o azeite e deixe ferver 5 minutos. Acompanhe com broa de milho.`,
      { filters: ['Gluten-Free'] },
      /broa/i,
    ],
    [
      'English: crusty bread under Gluten-Free',
      `Tomato soup\nServes 4\n1 kg tomatoes\n1 onion\n2 tbsp olive oil\n500 ml vegetable stock\n\nSoften the onion in the oil, add the tomatoes and stock and simmer 20 minutes.\nBlend and serve with crusty bread.`,
      { filters: ['Gluten-Free'] },
      /(?<!gluten-free )crusty bread/i,
    ],
  ];
  for (const [name, text, ask, never] of cases) {
    if (LATER.has(name)) {
      it.todo(name);
      continue;
    }
    it(name, () => {
      const out = method(convert(text, ask));
      expect(out).not.toMatch(never);
      // The method still ends in the dish being made, not cut short.
      expect(out.length).toBeGreaterThan(40);
    });
  }
});

describe('a substitute brings its own doneness cue, not the original’s', () => {
  const cases: [name: string, text: string, ask: Ask, never: RegExp][] = [
    [
      'English: until the mussels open',
      `Mussels in cider\nServes 2\n1 kg mussels\n200 ml dry cider\n2 shallots\n\nSoften the shallots, pour in the cider and bring to the boil.\nAdd the mussels, cover and cook for 4 minutes until they open. Discard any that stay closed.`,
      { filters: ['Kosher'] },
      /until they open|stay closed/i,
    ],
    [
      'French: jusqu’à ce que les moules s’ouvrent',
      `Moules au cidre\nPour 2 personnes\n1 kg de moules\n20 cl de cidre\n2 échalotes\n\nFaire revenir les échalotes, verser le cidre.\nAjouter les moules, couvrir et cuire jusqu'à ce qu'elles s'ouvrent.`,
      { filters: ['Kosher'] },
      /s'ouvrent|s’ouvrent/i,
    ],
    [
      'Spanish: hasta que se abran',
      `Mejillones al vapor\nPara 2 personas\n1 kg de mejillones\n100 ml de vino blanco\n1 limón\n\nPoner los mejillones en una olla con el vino.\nTapar y cocinar hasta que se abran.`,
      { filters: ['Kosher'] },
      /se abran/i,
    ],
  ];
  for (const [name, text, ask, never] of cases) {
    if (LATER.has(name)) {
      it.todo(name);
      continue;
    }
    it(name, () => {
      expect(method(convert(text, ask))).not.toMatch(never);
    });
  }
});

describe('scaled amounts are written as the recipe’s language writes them', () => {
  const cases: [name: string, text: string, want: RegExp, never: RegExp][] = [
    [
      'French: 25 cl halved is 12,5 cl; 2 gousses halved is 1 gousse',
      `Velouté de champignons\nPour 4 personnes\n500 g de champignons\n25 cl de crème liquide\n2 gousses d'ail\n\nFaire revenir l'ail et les champignons, ajouter la crème et mixer.`,
      /12,5 cl[\s\S]*1 gousse d/,
      /12\.5|1 gousses/,
    ],
    [
      'German: 0,5 l halved is 0,25 l; 2 Zehen halved is 1 Zehe',
      `Kartoffelsuppe\nFür 4 Personen\n800 g Kartoffeln\n0,5 l Gemüsebrühe\n2 Zehen Knoblauch\n\nKartoffeln in der Brühe weich kochen, Knoblauch dazu und pürieren.`,
      /0,25 l[\s\S]*1 Zehe\b/,
      /0\.25|1 Zehen/,
    ],
    [
      'Spanish: 2 dientes halved is 1 diente',
      `Sopa de ajo\nPara 4 personas\n2 dientes de ajo\n1 l de caldo de verduras\n4 rebanadas de pan\n\nDorar el ajo, añadir el caldo y el pan y cocer 10 minutos.`,
      /1 diente de ajo/,
      /1 dientes/,
    ],
    [
      'Italian: 2 spicchi halved is 1 spicchio',
      `Spaghetti aglio e olio\nPer 4 persone\n400 g di spaghetti\n2 spicchi d'aglio\n6 cucchiai di olio\n\nCuocere gli spaghetti. Soffriggere l'aglio nell'olio e condire.`,
      /1 spicchio/,
      /1 spicchi\b/,
    ],
  ];
  for (const [name, text, want, never] of cases) {
    if (LATER.has(name)) {
      it.todo(name);
      continue;
    }
    it(name, () => {
      const list = convert(text, { servings: 2 }).ingredients.join('\n');
      expect(list).toMatch(want);
      expect(list).not.toMatch(never);
    });
  }
});
