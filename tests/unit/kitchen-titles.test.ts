/**
 * Titles (issue 32 item 6), written blind: the dish's own name led by the filters that changed it, never naming
 * a removed food, never the substitute in place of the dish; the same rule for every dish. Each rule is checked
 * with at least three phrasings, in several languages, through the whole conversion.
 */
import { describe, expect, it } from 'vitest';
import { emptyStructuredRecipe } from '../../shared/domain/recipeContentShape';
import { adaptRecipe, alignWordsWithFilters } from '../../shared/kitchen/adapt';
import { createRecipe } from '../../shared/kitchen/create';
import { surpriseRecipe } from '../../shared/kitchen/surprise';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function recipe(
  recipeName: string,
  ingredients: string[],
  instructions: string[] = ['Cook everything together.', 'Serve.'],
): StructuredRecipe {
  return { ...emptyStructuredRecipe(recipeName), servings: 4, ingredients, instructions };
}

function titleOf(r: StructuredRecipe, filters: string[], avoid: string[] = []): { title: string; replacements: string[] } {
  const out = adaptRecipe(r, { filters, avoid, mustUse: [] });
  if (!out.ok) throw new Error(out.reason);
  return { title: out.recipe.recipeName, replacements: (out.recipe.substitutions ?? []).map((s) => s.replacement.toLowerCase()) };
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);

describe('titles: a removed meat or fish leaves the name, the filter leads', () => {
  const cases: [title: string, ingredients: string[], filters: string[], expected: string][] = [
    [
      'Chicken Tikka Masala',
      ['500 g chicken breast, diced', '400 g canned tomatoes', '1 onion', '2 tbsp garam masala'],
      ['Vegan'],
      'Vegan Tikka Masala',
    ],
    [
      'Beef Stew with Dumplings',
      ['800 g stewing beef', '3 carrots', '2 onions', '1 litre vegetable stock', '150 g self-raising flour'],
      ['Vegetarian'],
      'Vegetarian Stew with Dumplings',
    ],
    [
      'Spaghetti with Bacon and Peas',
      ['400 g spaghetti', '150 g bacon, chopped', '200 g frozen peas', '2 tbsp olive oil'],
      ['Vegetarian'],
      'Vegetarian Spaghetti with Peas',
    ],
    [
      'Chicken and Leek Pie',
      ['500 g chicken thighs', '2 leeks', '1 sheet puff pastry', '250 ml vegetable stock'],
      ['Halal', 'Vegetarian'],
      'Vegetarian Leek Pie',
    ],
    ['Sopa de pollo', ['1 kg pollo', '2 zanahorias', '1 cebolla', '2 l agua'], ['Vegetarian'], 'Vegetarian Sopa'],
    [
      'Penne al salmone',
      ['320 g penne', '200 g salmone affumicato', '200 ml panna', '1 limone'],
      ['Pescatarian', 'Vegetarian'],
      'Vegetarian Penne',
    ],
  ];
  it.each(cases)('%s → %s', (title, ingredients, filters, expected) => {
    expect(titleOf(recipe(title, ingredients), filters).title).toBe(expected);
  });
});

describe('titles: a dish named for its shape keeps its name', () => {
  const cases: [title: string, ingredients: string[], filters: string[], expected: string][] = [
    [
      'Sweet and Sour Meatballs',
      ['500 g beef mince', '1 egg', '50 g breadcrumbs', '1 green pepper', '3 tbsp ketchup', '2 tbsp rice vinegar'],
      ['Vegetarian'],
      'Vegetarian Sweet and Sour Meatballs',
    ],
    [
      'Classic Beef Burgers',
      ['600 g beef mince', '1 onion, grated', '4 burger buns', '4 lettuce leaves'],
      ['Vegan'],
      'Vegan Classic Burgers',
    ],
    [
      'Thai Fish Cakes',
      ['400 g white fish fillets', '2 tbsp red curry paste', '1 egg', '50 g green beans'],
      ['Vegetarian'],
      'Vegetarian Thai Fish Cakes',
    ],
  ];
  it.each(cases)('%s → %s', (title, ingredients, filters, expected) => {
    expect(titleOf(recipe(title, ingredients), filters).title).toBe(expected);
  });
});

describe('titles: a food now in its free-from version keeps its word', () => {
  const cases: [title: string, ingredients: string[], filters: string[], expected: string][] = [
    [
      'Chocolate Chip Cookies',
      ['225 g butter', '200 g sugar', '2 eggs', '300 g plain flour', '200 g milk chocolate chips'],
      ['Vegan'],
      'Vegan Chocolate Chip Cookies',
    ],
    ['Lasagne', ['12 lasagne sheets', '500 g tomato passata', '250 g ricotta', '100 g spinach'], ['Gluten-Free'], 'Gluten-Free Lasagne'],
    [
      'Sticky Toffee Pudding',
      ['200 g dates', '175 g self-raising flour', '2 eggs', '85 g butter', '140 g brown sugar', '200 ml double cream'],
      ['Gluten-Free', 'Vegan'],
      'Gluten-Free Vegan Sticky Toffee Pudding',
    ],
  ];
  it.each(cases)('%s → %s', (title, ingredients, filters, expected) => {
    expect(titleOf(recipe(title, ingredients), filters).title).toBe(expected);
  });
});

describe('titles: only the filters that changed the recipe lead it', () => {
  const cases: [title: string, ingredients: string[], filters: string[], expected: string][] = [
    ['Red Lentil Soup', ['250 g red lentils', '1 onion', '1 litre vegetable stock', '1 tsp cumin'], ['Vegan'], 'Red Lentil Soup'],
    ['Green Salad', ['1 head lettuce', '1 cucumber', '2 tbsp olive oil', '1 tbsp lemon juice'], ['Gluten-Free', 'Nut-Free'], 'Green Salad'],
    ['Pancakes', ['200 g plain flour', '2 eggs', '300 ml milk', '1 tbsp sugar'], ['Dairy-Free', 'Nut-Free'], 'Dairy-Free Pancakes'],
    ['Cheese Omelette', ['3 eggs', '40 g cheddar', '1 tsp butter'], ['Vegan', 'Vegetarian'], 'Vegan Omelette'],
  ];
  it.each(cases)('%s → %s', (title, ingredients, filters, expected) => {
    const got = titleOf(recipe(title, ingredients), filters).title;
    if (title === 'Cheese Omelette') {
      // Whatever the name keeps (a cheese now vegan is still cheese), it leads with Vegan alone, said once.
      expect(got.startsWith('Vegan ')).toBe(true);
      expect(got).not.toMatch(/Vegetarian/);
      return;
    }
    expect(got).toBe(expected);
  });
});

describe('titles: words before the dish name keep their place', () => {
  const cases: [title: string, ingredients: string[], filters: string[], expected: string][] = [
    [
      'The Best Banana Bread',
      ['3 ripe bananas', '2 eggs', '100 g butter', '250 g plain flour', '1 tsp baking soda'],
      ['Vegan'],
      'The Best Vegan Banana Bread',
    ],
    [
      "Grandma's Apple Pie",
      ['6 apples', '300 g plain flour', '150 g butter', '100 g sugar'],
      ['Dairy-Free'],
      "Grandma's Dairy-Free Apple Pie",
    ],
    ['My Favourite Pancakes', ['200 g plain flour', '2 eggs', '300 ml oat milk'], ['Vegan'], 'My Favourite Vegan Pancakes'],
  ];
  it.each(cases)('%s → %s', (title, ingredients, filters, expected) => {
    expect(titleOf(recipe(title, ingredients), filters).title).toBe(expected);
  });
});

describe('titles: when nothing of the dish is left the substitute stands where the food stood, never as the dish', () => {
  const cases: [title: string, ingredients: string[], filters: string[], gone: string][] = [
    ['Grilled Salmon', ['4 salmon fillets', '2 tbsp olive oil', '1 lemon'], ['Vegan'], 'salmon'],
    ['Lemon Chicken', ['4 chicken breasts', '2 lemons', '2 tbsp olive oil', '2 cloves garlic'], ['Vegetarian'], 'chicken'],
    ['Pollo al limone', ['4 petti di pollo', '2 limoni', "2 cucchiai olio d'oliva"], ['Vegan'], 'pollo'],
  ];
  it.each(cases)('%s', (title, ingredients, filters, gone) => {
    const { title: got, replacements } = titleOf(recipe(title, ingredients), filters);
    expect(words(got)).not.toContain(gone);
    expect(got.startsWith(`${filters[0]} `)).toBe(true);
    // Something that is no filter word is named: the dish's remaining words and what now takes the food's place.
    expect(got.split(' ').length).toBeGreaterThan(2);
    expect(replacements.some((r) => words(r).some((w) => w.length > 3 && words(got).includes(w)))).toBe(true);
  });
});

describe('titles: the avoid list', () => {
  it.each([
    [
      'Walnut Brownies',
      ['200 g dark chocolate', '150 g butter', '3 eggs', '100 g walnuts, chopped', '200 g sugar', '80 g flour'],
      ['walnuts'],
    ],
    ['Mushroom Risotto', ['300 g arborio rice', '250 g mushrooms', '1 litre vegetable stock', '1 onion'], ['mushrooms']],
    ['Celery and Apple Salad', ['4 sticks celery', '2 apples', '50 g walnuts', '2 tbsp mayonnaise'], ['celery']],
  ])('%s avoiding %j never names it', (title, ingredients, avoid) => {
    const out = adaptRecipe(recipe(title, ingredients), { filters: [], avoid, mustUse: [] });
    if (!out.ok) return; // a refusal names the food; the title is not shown
    const got = out.recipe.recipeName.toLowerCase();
    const food = avoid[0]?.replace(/s$/, '') ?? '';
    // "Walnut-Free Brownies" says what it is free of; the bare food never stands as an ingredient of the dish.
    expect(got.replace(`${food}-free`, '')).not.toContain(food);
  });
});

describe('titles: the same rule in Create, Surprise Me and an AI reply', () => {
  it('create: "chicken curry" Vegan names no chicken and leads with Vegan', () => {
    const r = createRecipe('chicken curry', { filters: ['Vegan'], avoid: [], mustUse: [] });
    if (!r.ok) return;
    expect(r.recipe.recipeName.startsWith('Vegan ')).toBe(true);
    expect(words(r.recipe.recipeName)).not.toContain('chicken');
  });

  it('create: "beef lasagna" Vegetarian names no beef', () => {
    const r = createRecipe('lasagna', { filters: ['Vegetarian'], avoid: [], mustUse: [] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.recipe.recipeName).toMatch(/^Vegetarian /);
    expect(words(r.recipe.recipeName)).not.toContain('beef');
  });

  it('surprise: no dish title names a meat under Vegetarian, for twenty seeds', () => {
    const meats = [
      'chicken',
      'beef',
      'pork',
      'lamb',
      'bacon',
      'salmon',
      'prawn',
      'prawns',
      'shrimp',
      'fish',
      'tuna',
      'cod',
      'turkey',
      'ham',
    ];
    for (let seed = 1; seed <= 20; seed++) {
      const r = surpriseRecipe({ filters: ['Vegetarian'], avoid: [], mustUse: [], seed });
      if (!r.ok) continue;
      expect(
        words(r.recipe.recipeName).filter((w) => meats.includes(w)),
        r.recipe.recipeName,
      ).toEqual([]);
      expect(r.recipe.recipeName).not.toMatch(/^Vegetarian Vegetarian/);
    }
  });

  it.each([
    ['Chicken Fajitas', ['Vegan'], 'Vegan Fajitas'],
    ['Prawn Cocktail Salad', ['Vegetarian'], 'Vegetarian Cocktail Salad'],
    ['Vegan Butter Cookies', ['Vegan'], 'Vegan Butter Cookies'],
  ])('an AI reply titled %j under %j reads %j', (title, filters, expected) => {
    expect(alignWordsWithFilters({ recipeName: title, instructions: [] }, filters).recipeName).toBe(expected);
  });
});
