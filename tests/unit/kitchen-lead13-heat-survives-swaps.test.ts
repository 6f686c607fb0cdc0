/**
 * A step's heat survives the swap of the food it cooks (issue 32 items 2 and 4). Written blind, before running the
 * engine on these recipes: a step whose meat, fish, egg, flour or dairy is swapped or left out still gives the cook
 * its oven or oil temperature (°C, °F, fan, gas mark, thermostat, "Grad", "градусов", "βαθμούς", ℃, 度), its time,
 * and the tin it bakes in, in twelve languages and several layouts; scaled, none of those numbers move.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function convert(text: string, filters: string[], servings?: number): StructuredRecipe {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [], requestedServings: servings });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

function cardText(r: StructuredRecipe): string {
  return [
    r.recipeName,
    r.description ?? '',
    ...r.ingredients,
    ...(r.ingredientGroups ?? []).map((g) => g.heading),
    ...r.instructions,
    ...r.tips,
  ].join('\n');
}

/** The heat settings a cook needs, as written: a number with its degree mark, word, or gas/thermostat label. */
const HEAT =
  /(?:gas(?:\s*mark)?|th\.?|thermostat|Stufe)\s*\d{1,2}\b|\d{2,3}\s*(?:°|º|℃|度|도)\s*[CF]?|\d{2,3}\s*[CF]\b|\d{2,3}\s*(?:degrees?|grader|grad|градус\w*|βαθμ\w*|stopni\w*|stupň\w*|derece\w*|asteeseen|fokon|de grade|gradi|graden)/giu;

function heatIn(text: string): string[] {
  return [...text.matchAll(HEAT)].map((m) => m[0].replace(/\s+/g, ' ').toLowerCase());
}

/** A heat as a cook's table converts it: 350 °F is 175–180 °C (within 5 degrees), a gas mark is itself. */
function sameHeat(a: string, b: string): boolean {
  if (a === b) return true;
  const value = (h: string): number | undefined => (/^\d/.test(h) ? Number(/\d+/.exec(h)?.[0]) : undefined);
  const fahrenheit = (h: string): boolean => /°\s*f|\df$/.test(h);
  const [x, y] = [value(a), value(b)];
  if (x === undefined || y === undefined) return false;
  const inC = (v: number, h: string): number => (fahrenheit(h) ? ((v - 32) * 5) / 9 : v);
  return Math.abs(inC(x, a) - inC(y, b)) <= 5;
}

interface Case {
  name: string;
  filters: string[];
  servings?: number;
  text: string;
  /** Sizes of tins and dishes as written in the original, which must stay as written. */
  tins?: string[];
}

const CASES: Case[] = [
  {
    name: 'English roast chicken, Vegan: the roasting step keeps 220°C and gas mark 7',
    filters: ['Vegan'],
    text: `Lemon roast chicken thighs
Serves 4
Ingredients
8 chicken thighs, skin on
2 tbsp olive oil
1 lemon, sliced
4 garlic cloves
Method
1. Heat the oven to 220°C/200°C fan/gas mark 7.
2. Rub the chicken thighs with the olive oil and season well.
3. Roast the chicken with the lemon and garlic at 220°C for 40 minutes, until the skin is crisp and the juices run clear.`,
  },
  {
    name: 'US fried fish, Gluten-Free: the oil still reaches 350°F when the flour dredge is swapped',
    filters: ['Gluten-Free'],
    text: `Beer-battered cod
Makes 4 servings
1 1/2 cups all-purpose flour
1 cup lager beer
4 cod fillets
vegetable oil, for frying
Directions
Heat 2 inches of oil in a heavy pot to 350°F.
Whisk the flour with the beer into a smooth batter.
Dip the cod in the batter and fry at 350°F for 5 to 6 minutes, until golden.`,
  },
  {
    name: 'German Hähnchen, Vegan: "bei 200 Grad Ober-/Unterhitze" survives the chicken swap',
    filters: ['Vegan'],
    text: `Ofenhähnchen mit Kartoffeln
Zutaten für 4 Personen
4 Hähnchenschenkel
800 g Kartoffeln
2 EL Öl
1 TL Paprikapulver
Zubereitung
Den Backofen auf 200 Grad Ober-/Unterhitze vorheizen.
Die Hähnchenschenkel mit Öl und Paprikapulver einreiben und mit den Kartoffeln auf ein Blech legen.
Die Hähnchenschenkel bei 200 Grad ca. 45 Minuten goldbraun braten.`,
  },
  {
    name: 'French quiche, Vegan: "thermostat 6 (180 °C)" and the 24 cm tin survive the egg and cream swaps',
    filters: ['Vegan'],
    tins: ['24 cm'],
    text: `Quiche aux poireaux
Pour 6 personnes
1 pâte brisée
3 œufs
20 cl de crème fraîche
2 poireaux
Préparation
Préchauffer le four à thermostat 6 (180 °C).
Étaler la pâte dans un moule de 24 cm.
Battre les œufs avec la crème fraîche, ajouter les poireaux et verser sur la pâte.
Enfourner les œufs et la crème 35 minutes à 180 °C.`,
  },
  {
    name: 'Italian lasagne, Vegetarian, scaled 6 → 3: "forno a 180 gradi" and the 20x30 cm dish stay',
    filters: ['Vegetarian'],
    servings: 3,
    tins: ['20x30 cm'],
    text: `Lasagne al ragù
Dosi per 6 persone
500 g di carne macinata di manzo
12 sfoglie di lasagna
500 ml di besciamella
400 g di passata di pomodoro
Procedimento
Rosolare la carne macinata con la passata per 40 minuti.
Alternare in una pirofila 20x30 cm sfoglie, ragù e besciamella.
Cuocere la carne e le sfoglie in forno a 180 gradi per 30 minuti.`,
  },
  {
    name: 'Spanish pollo al horno, Vegan: "horno a 200 ºC" (ordinal o) survives',
    filters: ['Vegan'],
    text: `Pollo al horno con patatas
Para 4 personas
1 pollo troceado
4 patatas
50 ml de vino blanco
2 cucharadas de aceite de oliva
Elaboración
Precalentar el horno a 200 ºC.
Colocar el pollo sobre las patatas y regar con el vino y el aceite.
Hornear el pollo a 200 ºC durante 50 minutos, dándole la vuelta a mitad.`,
  },
  {
    name: 'Swedish laxpudding, Vegetarian: "225 grader" survives the salmon and egg swaps',
    filters: ['Vegetarian'],
    text: `Laxpudding
4 portioner
1 kg potatis
200 g gravad lax
4 ägg
5 dl mjölk
Gör så här
Sätt ugnen på 225 grader.
Varva potatis och lax i en smord form.
Vispa ägg och mjölk, häll över laxen och grädda i 225 grader i 45 minuter.`,
  },
  {
    name: 'Polish kurczak, Vegan: "w 190 stopniach" survives',
    filters: ['Vegan'],
    text: `Pieczony kurczak z ziemniakami
Porcje: 4
4 udka z kurczaka
1 kg ziemniaków
3 łyżki oleju
Przygotowanie
Piekarnik nagrzać do 190 stopni.
Udka z kurczaka natrzeć olejem i ułożyć na ziemniakach.
Piec kurczaka w 190 stopniach przez 50 minut.`,
  },
  {
    name: 'Russian запеканка, Gluten-Free and Dairy-Free: "180 градусов" survives the cheese and semolina swaps',
    filters: ['Gluten-Free', 'Dairy-Free'],
    text: `Творожная запеканка
На 6 порций
500 г творога
2 яйца
3 ст. л. манки
100 г сахара
Приготовление
Разогреть духовку до 180 градусов.
Смешать творог, яйца, манку и сахар.
Выпекать творог 40 минут при 180 градусах.`,
  },
  {
    name: 'Greek μουσακάς, Vegetarian: "στους 180 βαθμούς" survives the mince swap',
    filters: ['Vegetarian'],
    text: `Μουσακάς
Μερίδες: 6
3 μελιτζάνες
500 γρ. κιμάς μοσχαρίσιος
400 γρ. ντομάτα
500 ml μπεσαμέλ
Εκτέλεση
Προθερμαίνουμε τον φούρνο στους 180 βαθμούς.
Σοτάρουμε τον κιμά με τη ντομάτα για 20 λεπτά.
Στρώνουμε μελιτζάνες, κιμά και μπεσαμέλ και ψήνουμε στους 180 βαθμούς για 45 λεπτά.`,
  },
  {
    name: 'Japanese karaage, Gluten-Free: the oil at 170℃ survives the flour and soy sauce swaps',
    filters: ['Gluten-Free'],
    text: `鶏の唐揚げ
4人分
鶏もも肉 500g
醤油 大さじ2
小麦粉 大さじ4
揚げ油 適量
作り方
鶏肉を醤油に15分漬ける。
小麦粉をまぶす。
鶏肉を170℃の油で5分揚げる。`,
  },
  {
    name: 'Turkish fırın tavuk, Vegan: "180 derece" survives',
    filters: ['Vegan'],
    text: `Fırında Tavuk
4 kişilik
1 kg tavuk but
4 patates
2 yemek kaşığı tereyağı
Hazırlanışı
Fırını 180 dereceye ısıtın.
Tavuk butlarını tereyağı ile ovun ve patateslerle tepsiye dizin.
Tavukları 180 derecede 50 dakika pişirin.`,
  },
  {
    name: 'English brownies, Vegan, scaled 16 → 8: 180C/160C fan, the 20cm square tin and 25 minutes stay',
    filters: ['Vegan'],
    servings: 8,
    tins: ['20cm'],
    text: `Fudgy brownies
Makes 16 squares
200g butter
200g dark chocolate
3 large eggs
250g caster sugar
100g plain flour
Method
Heat oven to 180C/160C fan. Line a 20cm square tin with baking parchment.
Melt the butter and chocolate together. Whisk the eggs and sugar until pale and thick, then fold in the chocolate and the flour.
Bake the eggs-and-chocolate batter for 25 mins at 180C until just set.`,
  },
  {
    name: 'Czech bábovka, Vegan: "na 170 °C" and "v troubě vyhřáté na 170 stupňů" survive',
    filters: ['Vegan'],
    text: `Bábovka
Porce: 12
250 g hladké mouky
150 g másla
4 vejce
200 ml mléka
150 g cukru
Postup
Troubu předehřejte na 170 °C.
Máslo utřete s cukrem a vejci, přidejte mouku a mléko.
Pečte v troubě vyhřáté na 170 stupňů asi 50 minut.`,
  },
];

describe('a step keeps its heat, time and tin when its food is swapped (blind, twelve languages)', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const recipe = convert(c.text, c.filters, c.servings);
      const out = cardText(recipe);
      const wanted = new Set(heatIn(c.text));
      expect(wanted.size).toBeGreaterThan(0);
      const got = new Set(heatIn(out));
      for (const heat of wanted)
        expect(
          [...got].some((h) => sameHeat(h, heat)),
          `${heat} in:\n${recipe.instructions.join('\n')}`,
        ).toBe(true);
      for (const tin of c.tins ?? []) expect(out.replace(/\s+/g, ''), tin).toContain(tin.replace(/\s+/g, ''));
      // Every original step that set a heat is still there: as many heat mentions in the method as before.
      expect(heatIn(recipe.instructions.join('\n')).length).toBeGreaterThanOrEqual(heatIn(c.text).length);
    });
  }
});
