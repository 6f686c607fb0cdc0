import { describe, expect, it } from 'vitest';
import { type CheckedRecipe, checkOutput } from '../../shared/kitchen/check/checkOutput';
import { BASE_RECIPES } from '../../shared/kitchen/corpus/index';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * The whole-output check tells a food USED from a food named as the dish, as what was replaced, or as what is left
 * out. Written blind: the recipes below were written before running the check on them.
 */

const recipe = (parts: Partial<CheckedRecipe> & Pick<CheckedRecipe, 'ingredients'>): CheckedRecipe => ({
  recipeName: 'Dinner',
  instructions: [],
  tips: [],
  ...parts,
});

const flagged = (r: CheckedRecipe, filters: string[], avoid: string[] = []) => checkOutput(r, { filters, avoid }).map((v) => v.ingredient);

describe('checkOutput: a food named, not used', () => {
  it('a free-from word names what is left out ("Sugar-Free", "gluten free", "dairy-free")', () => {
    const sugar = recipe({
      recipeName: 'Sugar-Free Oat Pancakes',
      ingredients: ['40 g erythritol', '2 eggs', '150 g oat flour'],
      tips: ['Swapped sugar for erythritol: Sugar-Free.', 'Keep the syrup on the side to stay sugar free.'],
      substitutions: [{ original: '40 g sugar', replacement: '40 g erythritol', reason: 'Sugar-Free' }],
    });
    expect(flagged(sugar, ['Sugar-Free'])).toEqual([]);
    const dairy = recipe({
      recipeName: 'Creamy Leek Soup',
      ingredients: ['2 leeks', '400 ml oat cream', '1 l vegetable stock'],
      instructions: ['Stir in the oat cream: the soup stays dairy-free and silky.'],
      substitutions: [{ original: '400 ml double cream', replacement: '400 ml oat cream', reason: 'Dairy-Free' }],
    });
    expect(flagged(dairy, ['Dairy-Free'])).toEqual([]);
    const gluten = recipe({
      recipeName: 'Gluten-Free Lemon Cake',
      ingredients: ['200 g gluten-free flour blend', '3 eggs', '150 g caster sugar'],
      tips: ['The crumb is a little more tender than a wheat cake but stays gluten-free.'],
      substitutions: [{ original: '200 g self-raising flour', replacement: '200 g gluten-free flour blend', reason: 'Gluten-Free' }],
    });
    expect(flagged(gluten, ['Gluten-Free'])).toEqual([]);
  });

  it('a food named as what a substitute does the work of ("as eggs do", "as the butter would", "as a yolk does")', () => {
    const texts = [
      'Ground flaxseed binds the patties as eggs do.',
      'Coconut oil sets the crust as the butter would.',
      'Aquafaba holds the emulsion as a yolk does.',
    ];
    const r = recipe({
      ingredients: ['3 tbsp ground flaxseed', '80 g coconut oil', '3 tbsp aquafaba', '200 g chickpeas'],
      tips: texts,
      substitutions: [
        { original: '2 eggs', replacement: '3 tbsp ground flaxseed', reason: 'Vegan' },
        { original: '80 g butter', replacement: '80 g coconut oil', reason: 'Vegan' },
        { original: '1 egg yolk', replacement: '3 tbsp aquafaba', reason: 'Vegan' },
      ],
    });
    expect(flagged(r, ['Vegan'])).toEqual([]);
  });

  it('an amount of what was replaced ("replaces 200 g of spaghetti", "instead of 2 eggs", "in place of 150 ml cream")', () => {
    const r = recipe({
      ingredients: ['2 courgettes, spiralised', '3 tbsp chickpea flour', '150 ml coconut milk'],
      tips: [
        'One courgette replaces about 100 g (3½ oz) of spaghetti.',
        'Use the chickpea flour instead of 2 eggs, whisked with water.',
        'Coconut milk goes in place of 150 ml cream.',
      ],
      substitutions: [
        { original: '200 g spaghetti', replacement: '2 courgettes, spiralised', reason: 'Keto' },
        { original: '2 eggs', replacement: '3 tbsp chickpea flour', reason: 'Vegan' },
        { original: '150 ml double cream', replacement: '150 ml coconut milk', reason: 'Vegan' },
      ],
    });
    expect(flagged(r, ['Vegan'])).toEqual([]);
  });

  it('a food whose quality a substitute borrows ("brings gochujang\'s heat without its sugar")', () => {
    const r = recipe({
      ingredients: ['1 tbsp harissa', '2 tbsp tamari', '1 tbsp smoked paprika'],
      tips: [
        "Harissa brings gochujang's heat without its sugar.",
        "Tamari gives hoisin's salty depth without its sweetness.",
        "Smoked paprika lends bacon's smoky note without its meat.",
      ],
      substitutions: [
        { original: '2 tbsp gochujang', replacement: '1 tbsp harissa', reason: 'Sugar-Free' },
        { original: '2 tbsp hoisin sauce', replacement: '2 tbsp tamari', reason: 'Sugar-Free' },
        { original: '4 rashers bacon', replacement: '1 tbsp smoked paprika', reason: 'Vegetarian' },
      ],
    });
    expect(flagged(r, ['Sugar-Free', 'Vegetarian'])).toEqual([]);
  });

  it('the title of a dish made to the filter names the dish ("Keto Lasagna", "Vegan Roast Chicken")', () => {
    const cases: [string, string, string, string][] = [
      ['Keto Lasagna', '12 lasagna sheets', '2 courgettes, sliced lengthwise', 'Keto'],
      ['Vegetarian Roast Chicken', '1 whole chicken', '1 large cauliflower', 'Vegetarian'],
      ['Gluten-Free Spaghetti Carbonara', '400 g spaghetti', '400 g gluten-free spaghetti', 'Gluten-Free'],
    ];
    for (const [title, original, replacement, filter] of cases) {
      const r = recipe({
        recipeName: title,
        ingredients: [replacement, '2 cloves garlic'],
        substitutions: [{ original, replacement, reason: filter }],
      });
      expect(flagged(r, [filter]), title).toEqual([]);
    }
  });

  it('words that name no food in a method: a shape, a verb of two words, a paste, the pot liquid', () => {
    const r = recipe({
      ingredients: ['500 g plant-based mince', '1 onion', '2 tbsp basil', '1 tsp salt', '1 l water'],
      instructions: [
        'Shape the mixture into long sausages around the skewers.',
        'Stir-fry the onion for 2 minutes.',
        'Blend the basil and salt to a coarse paste.',
        'Simmer in the water for an hour, then season the broth.',
      ],
      substitutions: [{ original: '500 g lamb mince', replacement: '500 g plant-based mince', reason: 'Vegan' }],
    });
    expect(flagged(r, ['Vegan', 'Keto'])).toEqual([]);
  });

  it('a food left out in other languages (ohne, sin, senza, zonder, sans)', () => {
    const r = recipe({
      ingredients: ['200 g Mehl', '2 Eier', '300 ml Hafermilch'],
      tips: [
        'Ohne Sahne bleibt der Teig leichter.',
        'Sin mantequilla, la masa queda crujiente.',
        'Senza burro, zonder boter, sans beurre.',
      ],
    });
    expect(flagged(r, ['Dairy-Free'])).toEqual([]);
  });
});

describe('checkOutput: a food used stays flagged', () => {
  it('a serving suggestion or garnish naming a forbidden food the list never held', () => {
    const cases: [CheckedRecipe, string[]][] = [
      [recipe({ ingredients: ['200 g lettuce', '2 tbsp olive oil'], tips: ['Top with grated parmesan before serving.'] }), ['Vegan']],
      [recipe({ ingredients: ['200 g lettuce', '2 tbsp olive oil'], tips: ['Add grilled chicken to make it a meal.'] }), ['Vegetarian']],
      [recipe({ ingredients: ['400 g Kartoffeln', '1 Zwiebel'], instructions: ['Mit Speckwürfeln bestreuen und servieren.'] }), ['Halal']],
      [recipe({ ingredients: ['1 kg patatas', '2 cebollas'], tips: ['Sírvelo con jamón serrano por encima.'] }), ['Vegetarian']],
      [recipe({ ingredients: ['300 g riso', '1 l acqua'], instructions: ['Cospargere con pangrattato tostato.'] }), ['Gluten-Free']],
    ];
    for (const [r, filters] of cases) expect(flagged(r, filters).length, JSON.stringify(r)).toBeGreaterThan(0);
  });

  it('a replaced food named by the head of its name after an article ("le jaune", "las pechugas")', () => {
    const fr = recipe({
      ingredients: ["3 c. à soupe d'aquafaba", '1 c. à café de moutarde'],
      instructions: ["Fouetter le jaune avec la moutarde, puis verser l'huile."],
      substitutions: [{ original: "1 jaune d'œuf", replacement: "3 c. à soupe d'aquafaba", reason: 'avoid' }],
    });
    expect(flagged(fr, [], ['œufs']).length).toBeGreaterThan(0);
    const es = recipe({
      ingredients: ['400 g de tofu firme', '2 dientes de ajo'],
      instructions: ['Dorar las pechugas con el ajo durante 8 minutos.'],
      substitutions: [{ original: '2 pechugas de pollo', replacement: '400 g de tofu firme', reason: 'Vegetarian' }],
    });
    expect(flagged(es, ['Vegetarian']).length).toBeGreaterThan(0);
    // The list holding the head in an allowed form ("panna vegetale") means that one.
    const it = recipe({
      ingredients: ['200 ml di panna vegetale', '300 g di penne senza glutine'],
      instructions: ['Aggiungere la panna e mescolare.'],
      substitutions: [{ original: '200 ml di panna da cucina', replacement: '200 ml di panna vegetale', reason: 'Vegan' }],
    });
    expect(flagged(it, ['Vegan'])).toEqual([]);
  });

  it('a replaced food the method still uses, even after a free-from word elsewhere', () => {
    const r = recipe({
      recipeName: 'Dairy-Free Potato Gratin',
      ingredients: ['1 kg potatoes', '400 ml oat cream'],
      instructions: ['Layer the potatoes, pour over the oat cream and dot with butter.'],
      substitutions: [{ original: '400 ml double cream', replacement: '400 ml oat cream', reason: 'Dairy-Free' }],
    });
    expect(flagged(r, ['Dairy-Free'])).toHaveLength(1);
  });
});

/** A flag whose named food is only the dish's name, something replaced, or something left out: never a food used. */
function namedNotUsed(where: string, named: string, filters: readonly string[]): boolean {
  const text = where.replace(/^[^:]+:\s*/, '').toLowerCase();
  const food = named.toLowerCase();
  if (where.startsWith('Title:') && filters.some((f) => text.includes(f.toLowerCase()))) return true;
  const at = text.indexOf(food);
  if (at < 0) return false;
  const before = text.slice(Math.max(0, at - 40), at);
  const after = text.slice(at + food.length, at + food.length + 40);
  return (
    /^[\s-]*free\b/.test(after) ||
    /\b(?:instead of|in place of|replaces?|without|no|as(?: a| the)?)\s+(?:[\w.()½]+\s+){0,4}$/.test(before) ||
    /^['’]s\b/.test(after)
  );
}

describe('checkOutput on the engine’s own dishes', () => {
  it('no built-in dish made to a common filter is flagged for a food it only names', () => {
    const filtersList = [['Vegan'], ['Keto'], ['Gluten-Free'], ['Dairy-Free'], ['Sugar-Free'], ['Halal']];
    const falseFlags: string[] = [];
    let made = 0;
    for (const base of BASE_RECIPES) {
      for (const filters of filtersList) {
        const r = generateLocally({ originalRecipe: base.name, mode: 'create', filters });
        if (!r.ok) continue;
        made++;
        for (const v of r.recipe.compliance?.violations ?? []) {
          const named = /^names (.+?): /.exec(v.rule)?.[1];
          if (named && namedNotUsed(v.ingredient, named, filters)) falseFlags.push(`${base.name} [${filters}] ${v.ingredient} — ${v.rule}`);
        }
      }
    }
    expect(made).toBeGreaterThan(BASE_RECIPES.length * 4);
    expect(falseFlags).toEqual([]);
  }, 240_000);
});
