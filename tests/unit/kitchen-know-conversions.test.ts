import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/engine';

/**
 * Written blind: whole recipes in several languages converted with filters and avoid lists. A conversion may
 * swap, flag or refuse; it may never be called compliant while a forbidden food is still in its ingredients, and
 * it never glues a free-from word onto a food that is the allergen itself.
 */
interface Case {
  name: string;
  text: string;
  filters: string[];
  avoid?: string[];
  /** the forbidden foods as they may appear in the answer's ingredient lines */
  forbidden: RegExp;
}

const CASES: Case[] = [
  {
    name: 'Danish frikadeller, egg and milk avoided in Danish',
    text: 'Frikadeller\n4 personer\n\n500 g hakket svinekød\n1 æg\n2 dl mælk\n3 spsk hvedemel\n1 løg\n\nBland det hele og steg frikadellerne på panden.',
    filters: [],
    avoid: ['æg', 'mælk'],
    forbidden: /\bæg\b|mælk/i,
  },
  {
    name: 'German celery soup, Sellerie avoided',
    text: 'Gemüsesuppe\nFür 4 Personen\n\n1 Knolle Sellerie\n2 Karotten\n1 TL Selleriesalz\n1 l Gemüsebrühe\n\nAlles klein schneiden und 30 Minuten kochen.',
    filters: [],
    avoid: ['Sellerie'],
    forbidden: /sellerie|brühe/i,
  },
  {
    name: 'Hungarian goulash with zeller avoided',
    text: 'Gulyásleves\n4 adag\n\n500 g marhahús\n1 zellergumó\n2 sárgarépa\n1 ek pirospaprika\n\nA húst megpirítjuk, hozzáadjuk a zöldségeket és 90 percig főzzük.',
    filters: [],
    avoid: ['zeller'],
    forbidden: /zeller/i,
  },
  {
    name: 'Swedish kladdkaka, gluten-free',
    text: 'Kladdkaka\n8 bitar\n\n100 g smör\n2 ägg\n2 dl socker\n1 dl vetemjöl\n3 msk kakao\n1 tsk bakpulver\n\nSmält smöret, rör ner resten och grädda i 175 grader i 20 minuter.',
    filters: ['Gluten-Free'],
    forbidden: /vetemjöl|(?<!glutenfrit?t? |gluten-free )bakpulver/i,
  },
  {
    name: 'English sponge, gluten-free with baking powder',
    text: 'Victoria sponge\nServes 8\n\n200 g self-raising flour\n200 g butter\n200 g caster sugar\n4 eggs\n2 tsp baking powder\n\nBeat everything together and bake at 180C for 25 minutes.',
    filters: ['Gluten-Free'],
    forbidden: /(?<!gluten-free )self-raising flour|(?<!gluten-free )baking powder/i,
  },
  {
    name: 'Polish salad with sesame avoided (sezam)',
    text: 'Sałatka\n2 porcje\n\n1 ogórek\n2 pomidory\n1 łyżka oleju sezamowego\n1 łyżka sezamu\n\nWszystko wymieszać.',
    filters: [],
    avoid: ['sezam'],
    forbidden: /sezam/i,
  },
  {
    name: 'Spanish tortilla, huevo avoided',
    text: 'Tortilla de patatas\n4 raciones\n\n5 huevos\n500 g patatas\n1 cebolla\naceite de oliva\n\nFreír las patatas y cuajar con los huevos batidos.',
    filters: [],
    avoid: ['huevo'],
    forbidden: /huevo/i,
  },
  {
    name: 'Italian pesto pasta, nut-free',
    text: 'Pasta al pesto\n4 porzioni\n\n400 g spaghetti\n50 g pinoli\n1 vasetto di pesto alla genovese\n50 g parmigiano\n\nCuocere la pasta e condire con il pesto.',
    filters: ['Nut-Free'],
    // The free-from word in the recipe's language ("senza frutta a guscio") or the app's ("nut-free").
    forbidden: /pinoli|^(?!.*(?:nut-free|senza frutta a guscio)).*pesto/im,
  },
  {
    name: 'Norwegian fish cakes, fish avoided (fisk)',
    text: 'Fiskekaker\n4 porsjoner\n\n500 g sei\n1 egg\n2 ss potetmel\n1 dl melk\n\nKjør alt i en foodprosessor og stek kakene i smør.',
    filters: [],
    avoid: ['fisk'],
    forbidden: /\bsei\b|fisk/i,
  },
  {
    name: 'French quiche, dairy-free',
    text: 'Quiche lorraine\n6 personnes\n\n1 pâte brisée\n200 g lardons\n3 œufs\n20 cl crème fraîche\n100 g gruyère râpé\n\nBattre les œufs avec la crème, verser sur les lardons et cuire 35 minutes à 180 °C.',
    filters: ['Dairy-Free'],
    forbidden:
      /(?<!végétale |sans lactose |dairy-free )crème fraîche|(?<!dairy-free )gruyère(?! vegan)|(?<!sans beurre )pâte brisée(?! végane| vegan)/i,
  },
  {
    name: 'Czech dumplings, egg-free via avoid (vejce)',
    text: 'Knedlíky\n4 porce\n\n500 g hrubá mouka\n2 vejce\n250 ml mléko\n1 rohlík\n\nVše smíchejte a vařte 20 minut.',
    filters: [],
    avoid: ['vejce'],
    forbidden: /vejce/i,
  },
  {
    name: 'Turkish dessert with tereyağı, vegan',
    text: 'İrmik helvası\n4 kişilik\n\n1 su bardağı irmik\n2 yemek kaşığı tereyağı\n2 su bardağı süt\n1 su bardağı şeker\n\nİrmiği tereyağında kavurun, sütü ve şekeri ekleyin.',
    filters: ['Vegan'],
    forbidden: /(?<!vegan |bitkisel )tereyağ|(?<!bitkisel |badem |yulaf |soya )süt\b/i,
  },
  {
    name: 'Portuguese cake, gluten-free, with fermento',
    text: 'Bolo simples\n8 fatias\n\n3 ovos\n200 g farinha de trigo\n150 g açúcar\n1 colher de fermento em pó\n100 ml leite\n\nMisture tudo e leve ao forno a 180 graus por 35 minutos.',
    filters: ['Gluten-Free'],
    forbidden: /farinha de trigo|(?<!sem glúten |gluten-free )fermento(?! em pó sem glúten| sem glúten)/i,
  },
  {
    name: 'dal with ghee, dairy-free (no "dairy-free ghee")',
    text: 'Tarka dal\nServes 4\n\n250 g red lentils\n2 tbsp ghee\n1 onion\n1 tsp cumin seeds\n\nSimmer the lentils, fry the onion and cumin in the ghee and pour over.',
    filters: ['Dairy-Free'],
    forbidden: /\bghee\b/i,
  },
  {
    name: 'German hazelnut cake, nut-free (no "nut-free hazelnuts")',
    text: 'Nusskuchen\n12 Stücke\n\n200 g gemahlene Haselnüsse\n200 g Mehl\n4 Eier\n200 g Zucker\n\nAlles verrühren und 50 Minuten bei 175 °C backen.',
    filters: ['Nut-Free'],
    forbidden: /haselnüsse|hazelnut/i,
  },
  {
    name: 'spelt bread, gluten-free (no "gluten-free spelt")',
    text: 'Dinkelbrot\n1 Laib\n\n500 g Dinkelmehl\n1 Würfel Hefe\n350 ml Wasser\n1 TL Salz\n\nTeig kneten, gehen lassen und 50 Minuten backen.',
    filters: ['Gluten-Free'],
    forbidden: /dinkel|spelt/i,
  },
  {
    name: 'Scotch broth with barley, gluten-free (no "gluten-free barley")',
    text: 'Scotch broth\nServes 6\n\n500 g lamb neck\n75 g pearl barley\n2 carrots\n1 leek\n\nSimmer everything for 2 hours.',
    filters: ['Gluten-Free'],
    forbidden: /barley/i,
  },
];

const GLUED =
  /\b(nut-free|gluten-free|dairy-free|egg-free|vegan)\s+(hazelnuts?|almonds?|walnuts?|spelt|barley|rye|ghee|eggs?|cream cheese|parmesan|pinoli|cashews?)\b/i;

describe('whole conversions in many languages never call a forbidden food fine', () => {
  it.each(CASES.map((c) => [c.name, c]))('%s', (_name, c) => {
    const result = generateLocally({
      originalRecipe: c.text,
      filters: c.filters,
      avoidIngredients: c.avoid ?? [],
      mode: 'convert',
      consent: true,
    });
    if (!result.ok) return; // a refusal is not unsafe
    const lines = result.recipe.ingredients.join('\n');
    if (result.recipe.compliance?.compliant) expect(lines).not.toMatch(c.forbidden);
    expect(lines).not.toMatch(GLUED);
  });
});

// Dutch "jus" (gravy) is also the ontology's French juice: a packet of it is checked as the gravy mix it may be.
it('Dutch "1 pakje jus" under Gluten-Free is a bought gravy mix to check, not juice', () => {
  const result = generateLocally({
    originalRecipe:
      'Stamppot\n4 personen\n\n1 kg aardappelen\n500 g boerenkool\n1 pakje jus\n\nKook de aardappelen en stamp met de boerenkool. Serveer met de jus.',
    filters: ['Gluten-Free'],
    avoidIngredients: [],
    mode: 'convert',
    consent: true,
  });
  if (!result.ok) return;
  const kept = result.recipe.ingredients.some((line) => /\bjus\b/i.test(line) && !/gluten-free|glutenvrij/i.test(line));
  if (kept) expect(result.recipe.compliance?.compliant).toBe(false);
});
