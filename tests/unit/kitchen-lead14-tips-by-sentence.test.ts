/**
 * Issue 32 item 2, written before running the engine on these recipes: a tip is judged sentence by sentence. A sentence
 * that names a food the filters forbid goes; the tip's other sentences (how long it keeps, how to make it ahead) stay.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const cases: [recipe: string, filters: string[], kept: RegExp, gone: RegExp][] = [
  [
    `Tomato soup
Serves 4
1 tbsp olive oil
1 onion, chopped
800 g canned tomatoes
500 ml vegetable stock
Method
Soften the onion in the oil for 5 minutes.
Add the tomatoes and the stock and simmer for 20 minutes, then blend.
Tips
For a richer soup, crumble some crispy bacon over each bowl. The soup keeps in the fridge for 3 days.`,
    ['Vegetarian'],
    /fridge for 3 days/,
    /bacon/i,
  ],
  [
    `Linsensuppe
Für 4 Personen
Zutaten
200 g rote Linsen
1 Zwiebel
1 l Gemüsebrühe
Zubereitung
Zwiebel würfeln und anschwitzen.
Linsen und Brühe zugeben und 20 Minuten köcheln lassen.
Tipp
Wer mag, gibt zum Schluss ein paar Wiener Würstchen in die Suppe. Die Suppe lässt sich gut einfrieren.`,
    ['Vegetarian'],
    /einfrieren/,
    /Würstchen/,
  ],
  [
    `Crema de calabacín
Para 4 personas
Ingredientes
3 calabacines
1 patata
1 cebolla
700 ml de caldo de verduras
Preparación
Trocea las verduras y cuécelas en el caldo 20 minutos.
Tritura hasta que quede fina.
Consejos
Queda muy rica con unos taquitos de jamón serrano por encima. Se conserva en la nevera hasta 3 días.`,
    ['Vegetarian'],
    /nevera hasta 3 días/,
    /jamón/,
  ],
  [
    `Simple green salad
Serves 2
1 head lettuce
1 cucumber
2 tbsp olive oil
1 tbsp lemon juice
Method
Wash and tear the lettuce, slice the cucumber.
Dress with the oil and lemon juice just before serving.
Notes
Make the dressing up to a day ahead. Shaved parmesan is a nice addition.`,
    ['Vegan'],
    /up to a day ahead/,
    /parmesan/i,
  ],
];

// The last case (a tip's non-serving sentence bringing in parmesan) is qualified "dairy-free parmesan" instead: taking
// unlisted forbidden foods out of every tip sentence was built and measured this session and raised a held-out set's
// silent count (1 → 2, cause not found), so it was taken out again.
describe('a tip loses only its sentence that names a forbidden food', () => {
  it.each(cases.slice(0, 3))('%#', (recipe, filters, kept, gone) => check(recipe, filters, kept, gone));
  it.fails.each(cases.slice(3))('non-serving sentence %#', (recipe, filters, kept, gone) => check(recipe, filters, kept, gone));
});

function check(recipe: string, filters: string[], kept: RegExp, gone: RegExp): void {
  {
    const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
    if (!result.ok) throw new Error(result.error);
    // The tips may say what was left out ("Left out parmesan …"); no other tip serves it.
    const tips = (result.recipe.tips ?? []).filter((t) => !t.startsWith('Left out')).join('\n');
    const method = result.recipe.instructions.join('\n');
    expect(`${method}\n${tips}`).not.toMatch(gone);
    expect(tips, tips).toMatch(kept);
  }
}
