import { describe, expect, it } from 'vitest';
import { convertRecipeText } from '../../shared/kitchen/convert';
import { readMetaLine } from '../../shared/kitchen/parse/recipeTextMeta';

const convert = (text: string, filters: string[]) => {
  const r = convertRecipeText(text, { filters: filters as never, avoid: [], mustUse: [], units: 'us' } as never);
  if (!r.ok) throw new Error(r.reason);
  return r.recipe;
};

const STIR_FRY = `Beef and Broccoli
Serves 4
Ingredients:
1 lb flank steak, thinly sliced
1 tbsp cornstarch
2 tbsp vegetable oil
4 cups broccoli florets
Directions:
Toss the beef with the cornstarch. Stir-fry in hot oil with the broccoli. Serve over rice or noodles.`;

describe('converted recipes read as a cook writes them', () => {
  it('a side the filter forbids becomes one that fits, never the swapped thickener', () => {
    const keto = convert(STIR_FRY, ['Keto']);
    expect(keto.instructions.join(' ')).toContain('Serve over cauliflower rice or zucchini noodles.');
    expect(keto.instructions.join(' ')).not.toMatch(/over xanthan/);
    const glutenFree = convert(STIR_FRY, ['Gluten-Free']);
    expect(glutenFree.instructions.join(' ')).toContain('Serve over rice or gluten-free noodles.');
  });

  it('a yield written in words gives the servings and is not read as an ingredient', () => {
    expect(readMetaLine('Makes one 9-inch cake (12 servings)')).toEqual({ servings: 12 });
    expect(readMetaLine('Makes two 9-inch pies (16 slices)')).toEqual({ servings: 16 });
    expect(readMetaLine('Makes about 24 cookies')).toEqual({ servings: '24 cookies' });
    expect(readMetaLine('Makes a smooth paste.')).toBeUndefined();
    const cake = convert(
      `Vanilla Cake\nMakes one 9-inch cake (12 servings)\n2 cups all-purpose flour\n1 cup butter\n3 eggs\n1 cup milk\nBeat everything together and bake 30 minutes.`,
      ['Vegan'],
    );
    expect(cake.servings).toBe(12);
    expect(cake.ingredients.join('\n')).not.toMatch(/makes/i);
  });

  it('measures fill the larger spoon or cup where they can: 1 tbsp, not 3 tsp; ¾ cup water, not 12 tbsp', () => {
    const cake = convert(`Cake\nServes 8\n2 cups flour\n4 large eggs\n1 cup sugar\nBeat and bake 30 minutes.`, ['Vegan']);
    expect(cake.ingredients).toContain('4 tbsp ground flaxseed mixed with ¾ cup water (4 flax eggs)');
  });

  const LASAGNA = `Easy Beef Lasagna
Yield: 8 servings
12 lasagna noodles
1 lb ground beef
1/2 lb Italian sausage
15 oz ricotta cheese
2 cups shredded mozzarella cheese
Cook the noodles until al dente. Brown the beef and sausage.
Layer noodles, meat sauce, ricotta and mozzarella; repeat. Bake 45 minutes.`;

  it('the dish keeps its name when a part it is built on is swapped', () => {
    expect(convert(LASAGNA, ['Gluten-Free']).recipeName).toBe('Gluten-Free Easy Beef Lasagna');
    expect(convert(LASAGNA, ['Keto']).recipeName).toBe('Keto Easy Beef Lasagna');
  });

  it('meat the filters allow stays meat: gluten-free Italian sausage, not a vegan one', () => {
    const r = convert(LASAGNA, ['Dairy-Free', 'Gluten-Free']);
    expect(r.ingredients).toContain('1/2 lb gluten-free Italian sausage');
    expect(r.ingredients.join('\n')).not.toMatch(/vegan/);
    expect(convert(LASAGNA, ['Halal']).ingredients).toContain('1/2 lb chicken Italian sausage');
  });

  it('the dish named in its own method is not qualified, and a liquid fat is not "melted"', () => {
    const pancakes = convert(
      `Fluffy Pancakes\nServes: 4\n1 1/2 cups all-purpose flour\n1 1/4 cups milk\n1 egg\n3 tbsp butter, melted\nMix the flour, milk, egg and melted butter. Pour 1/4 cup batter per pancake and cook until golden.`,
      ['Paleo'],
    );
    const method = pancakes.instructions.join(' ');
    expect(method).toContain('per pancake');
    expect(method).not.toMatch(/melted olive oil/);
  });

  const CHILI = `Chili con Carne
Serves 6
2 tbsp olive oil
1 large onion, chopped
500g lean minced beef
1 beef stock cube
410g can red kidney beans, drained
Fry the onion for 5 mins. Brown the mince, crumble in the stock cube with 300ml hot water and simmer 20 mins.
Stir in the beans and cook 10 mins more.`;

  it('a stock cube stays a cube, a fresh vegetable comes out of the tin, and a cut is said once', () => {
    expect(convert(CHILI, ['Vegan']).ingredients).toContain('1 vegetable stock cube');
    const keto = convert(CHILI, ['Keto']);
    expect(keto.ingredients).toContain('14½ oz diced zucchini');
    const fodmap = convert(CHILI, ['FODMAP-Friendly']);
    expect(fodmap.instructions[0]).toMatch(/^Fry the green parts of scallions for 5 mins\./);
  });

  it('a title names the substitute of the food it names itself, not of a food it only describes', () => {
    const pie = convert(
      `Grandma's Chicken Pot Pie
Serves 6. Prep 30 min, bake 40 min.

Ingredients
- 2 tbsp unsalted butter
- 1 1/2 cups chicken broth
- 3 cups cooked chicken, shredded
- 1 cup frozen peas

Method
1. Melt the butter in a large pan.
2. Whisk in the broth, add the chicken and peas and bake 35 minutes.`,
      ['Vegan'],
    );
    expect(pie.recipeName).toBe("Grandma's Vegan Tofu Pot Pie");
    expect(pie.servings).toBe(6);
    expect(pie.instructions[0]).toBe('Heat the olive oil in a large pan.');
  });

  it('a qualifier goes where the dish name starts, after "The Best" or "Grandma\'s"', () => {
    const bread = convert(
      `The Best Banana Bread\nServes 10\n3 ripe bananas\n2 cups all-purpose flour\n1/2 cup butter\nGrease a 9x5-inch loaf pan. Mix everything and bake 60 minutes.`,
      ['Gluten-Free'],
    );
    expect(bread.recipeName).toBe('The Best Gluten-Free Banana Bread');
    // The tin a loaf is baked in is no food to make gluten-free.
    expect(bread.instructions[0]).toMatch(/^Grease a 9x5-inch loaf pan\./);
  });

  it('Kosher names no dairy in a dish that has no meat ("Classic Tiramisu" stays as it is)', () => {
    const tiramisu = convert(
      `Classic Tiramisu\nServes 8\n6 egg yolks\n16 oz mascarpone\n1 cup heavy cream\n24 ladyfingers\nWhip the cream and fold into the mascarpone. Layer with the ladyfingers.`,
      ['Kosher'],
    );
    expect(tiramisu.recipeName).toBe('Classic Tiramisu');
  });

  it('a note or tip line is a tip, and a warning about what products contain stays as the cook wrote it', () => {
    const curry = convert(
      `Green Curry\nServes 4\n3 tbsp green curry paste\n500 g chicken thighs\n400 ml coconut milk\nFry the paste, add the chicken and coconut milk and simmer 15 minutes.\nNote: most shop-bought green curry pastes contain shrimp paste, so check the label.\nTip: the chicken can marinate in the paste overnight.`,
      ['Vegan'],
    );
    expect(curry.instructions.join(' ')).not.toMatch(/note|tip/i);
    expect(curry.tips).toContain('Most shop-bought green curry pastes contain shrimp paste, so check the label.');
    expect(curry.tips).toContain('The firm tofu can marinate in the paste overnight.');
  });

  it('a singular word in the title takes its substitute singular ("Raspberry Bread", not "Raspberries Bread")', () => {
    const bread = convert(
      `Banana Bread\nServes 10\n3 ripe bananas, mashed\n2 cups almond flour\n3 eggs\nMix the mashed bananas with the rest and bake 60 minutes.`,
      ['Keto'],
    );
    expect(bread.recipeName).toBe('Keto Raspberry Bread');
  });
});
