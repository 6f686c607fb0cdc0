import { describe, expect, it } from 'vitest';
import { convertRecipeText } from '../../shared/kitchen/convert';
import { readMetaLine } from '../../shared/kitchen/parse/document/meta';

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
    expect(readMetaLine('Makes one 9-inch cake (12 servings)')?.servings).toBe(12);
    expect(readMetaLine('Makes two 9-inch pies (16 slices)')?.servings).toBe(16);
    expect(readMetaLine('Makes about 24 cookies')?.yieldText).toBe('24 cookies');
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
    expect(convert(LASAGNA, ['Gluten-Free']).recipeName).toBe('Easy Gluten-Free Beef Lasagna'); // filters lead the dish's own name, after 'Easy' (issue 32 item 6)
    expect(convert(LASAGNA, ['Keto']).recipeName).toBe('Easy Keto Beef Lasagna');
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
    expect(pie.recipeName).toBe("Grandma's Vegan Pot Pie"); // the pie is the dish: the substitute is not named in it (issue 32 item 6)
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
    expect(bread.recipeName).toBe('Keto Bread'); // the removed bananas leave the name; the bread is the dish (issue 32 item 6)
  });

  const PIE = `Shepherd's Pie\nServes 6\n750 g lamb mince\n400 ml lamb stock\n1 tbsp Worcestershire sauce\n1.2 kg potatoes\n50 g butter\n100 g Gruyère, grated\nBrown the lamb mince in a pan, then tip out the fat. Add the Worcestershire sauce and stock and simmer 30 minutes.\nMash the potatoes with the butter, spread over the lamb, top with the Gruyère and bake 25 minutes.`;

  it('a dish whose meat became a plant food says so though its name names no meat, and the mince gives off no fat', () => {
    const pie = convert(PIE, ['Vegetarian']);
    expect(pie.recipeName).toBe("Vegetarian Shepherd's Pie");
    expect(pie.instructions[0]).toMatch(/^Brown the plant-based mince in a pan\. /);
    // The meat kept, the fat is still poured off.
    expect(convert(PIE, ['Dairy-Free']).instructions[0]).toMatch(/then tip out the fat/);
  });

  it('a cheese or sauce named for a place keeps its capital under a qualifier, in the list and the method', () => {
    const pie = convert(PIE, ['Dairy-Free']);
    expect(pie.ingredients.join('\n')).toMatch(/ dairy-free Gruyère, grated$/m);
    expect(pie.instructions.join(' ')).toContain('top with the dairy-free Gruyère');
    expect(convert(PIE, ['Vegan']).instructions.join(' ')).toContain('the vegan Worcestershire sauce');
  });

  it('butter beaten into a risotto stays a butter; weighed butter fried in becomes spoons of oil, not grams', () => {
    const risotto = convert(
      `Risotto\nServes 4\n1.5 litres vegetable stock\n2 tbsp olive oil\n50g butter\n350g arborio rice\nHeat the oil and half the butter, fry the rice for 2 minutes, then add the stock a ladle at a time for 20 minutes.\nBeat in the rest of the butter and serve.`,
      ['Vegan'],
    );
    expect(risotto.ingredients.join('\n')).toMatch(/ vegan butter$/m);
    const fried = convert(`Mushrooms\nServes 2\n25g butter\n250g mushrooms\nFry the mushrooms in the butter for 5 minutes.`, ['Vegan']);
    expect(fried.ingredients).toContain('1½ tbsp olive oil');
    expect(fried.instructions[0]).toBe('Fry the mushrooms in the olive oil for 5 minutes.');
  });

  it('zucchini noodles in place of soaked rice noodles are not soaked: the step is written their own way (traits)', () => {
    const padThai = convert(
      `Pad Thai\nServes 2\n200g dried flat rice noodles\n200g firm tofu\n2 tbsp tamarind paste\n1. Soak the noodles in warm water for 30 minutes, then drain.\n2. Fry the tofu, add the noodles and tamarind and toss for 2 minutes.`,
      ['Low-Carb'],
    );
    expect(padThai.instructions[0]).toBe('Cook the zucchini noodles separately until just tender and serve with the dish.');
  });

  it('a free-from food still named by the title word keeps the word under the filter qualifier', () => {
    const cookies = `Chocolate Chip Cookies\nMakes 24\n1 cup unsalted butter, softened\n3/4 cup brown sugar\n2 cups all-purpose flour\n2 cups semisweet chocolate chips\nCream the butter and sugar, mix in the flour, then fold in the chocolate chips. Bake for 10 minutes.`;
    expect(convert(cookies, ['Vegan']).recipeName).toBe('Vegan Chocolate Chip Cookies');
    expect(convert(cookies, ['Sugar-Free']).recipeName).toBe('Sugar-Free Chocolate Chip Cookies');
  });

  it('two sugars now one sweetener are not "both erythritol"; a gum is no slurry; tofu has no skin side', () => {
    const cookies = convert(
      `Cookies\nMakes 24\n1 cup unsalted butter, softened\n3/4 cup granulated sugar\n3/4 cup brown sugar\n2 cups almond flour\nCream the butter and both sugars until light and fluffy, then beat in the flour.`,
      ['Sugar-Free'],
    );
    expect(cookies.instructions[0]).toMatch(/^Cream the butter and the erythritol until light and fluffy/);
    const salmon = `Salmon Teriyaki\nServes 4\n4 salmon fillets\n1 tbsp oil\n4 tbsp tamari\n1 tsp cornflour mixed with 1 tbsp water\nFry the salmon skin-side down for 4 minutes until crisp, then turn and cook 2 minutes more. Pour in the tamari, then stir in the cornflour mixture and cook until glossy.`;
    expect(convert(salmon, ['Keto']).instructions.join(' ')).toContain('stir in the xanthan gum and cook until glossy');
    expect(convert(salmon, ['Vegan']).instructions.join(' ')).toContain('Fry the firm tofu for 4 minutes until crisp');
  });

  it('pork mince under Halal is beef mince, so a step naming "the mince" still means all of it', () => {
    const ragu = `Ragu\nServes 6\n500 g beef mince\n250 g pork mince\n400 g tin chopped tomatoes\nBrown the mince well, then add the tomatoes and simmer for 1 hour.`;
    const halal = convert(ragu, ['Halal']);
    expect(halal.ingredients.filter((l) => / beef mince$/.test(l))).toHaveLength(2);
    // Both lines are beef mince now: the step's own "the mince" names all of it, as written or as "the beef mince".
    expect(halal.instructions[0]).toMatch(/^Brown the (?:beef )?mince well, then add the tomatoes and simmer for 1 hour\.$/);
    expect(
      convert(`Pork Meatballs\nServes 4\n1 lb ground pork\n1 egg\nShape the pork into balls and fry for 10 minutes.`, ['Halal'])
        .ingredients[0],
    ).toMatch(/ground beef$/);
    // Where no meat may stay, mince is still a plant food.
    expect(convert(ragu, ['Vegetarian']).ingredients.join('\n')).not.toMatch(/beef/);
  });

  it('"2 boneless, skinless chicken breasts" is chicken breasts swapped whole; a cut named singular in the title goes too', () => {
    const salad = convert(
      `Chicken Caesar Salad\nServes 4\n2 boneless, skinless chicken breasts\n1 romaine lettuce\nSeason the chicken. Griddle for 6 minutes each side until cooked through.`,
      ['Vegan'],
    );
    expect(salad.substitutions?.[0]?.original).toMatch(/chicken breasts/);
    expect(salad.instructions[0]).toContain('until heated through');
    expect(
      convert(`Thigh Traybake\nServes 4\n2 lb chicken thighs\n1 onion\nRoast the thighs for 35 minutes.`, ['Vegetarian']).recipeName,
    ).toBe('Vegetarian Traybake'); // the traybake is the dish (issue 32 item 6)
  });

  it('a note on how to replace a food now swapped goes; the swap has its own tip', () => {
    const pancakes = `Buttermilk Pancakes\nServes 4\n2 cups all-purpose flour\n2 cups buttermilk\n1 tbsp sugar\nWhisk everything together and cook in a hot pan.\n\nNote: buttermilk can be replaced with 2 cups milk plus 2 tbsp lemon juice.`;
    const vegan = convert(pancakes, ['Vegan']).tips ?? [];
    expect(vegan.join(' ')).not.toMatch(/can be replaced/);
    expect(vegan.join(' ')).toMatch(/^Swapped buttermilk for /m);
    // Where the buttermilk stays, so does the note.
    expect(convert(pancakes, ['Nut-Free']).tips).toContain('Buttermilk can be replaced with 2 cups milk plus 2 tbsp lemon juice.');
  });

  it('eggs now crumbled tofu are added, not poured, and scrambled until heated through, not until set', () => {
    const rice = convert(
      `Egg Fried Rice\nServes 2\n3 cups cooked rice\n2 eggs, beaten\n1 tbsp oil\n2 tbsp soy sauce\nHeat the oil in a wok. Pour in the eggs and scramble until just set, then add the rice and soy sauce.`,
      ['Vegan'],
    );
    expect(rice.ingredients.join('\n')).toMatch(/firm tofu, crumbled/);
    expect(rice.instructions[0]).toContain('Add the firm tofu and scramble until heated through');
  });

  it('a frozen mix keeps its vegetable the filter allows: peas and carrots under Paleo are green beans and carrots', () => {
    const rice = convert(
      `Fried Cauliflower\nServes 2\n1 head cauliflower, riced\n1 cup frozen peas and carrots\n2 eggs\nStir-fry the cauliflower, add the peas and carrots and cook 2 minutes.`,
      ['Paleo'],
    );
    expect(rice.ingredients.join('\n')).toMatch(/ green beans and carrots$/m);
    expect(rice.instructions[0]).toContain('add the green beans and carrots and cook 2 minutes');
    expect(
      convert(`Soup\nServes 2\n1 cup frozen peas\n500 ml chicken stock\nSimmer the peas in the stock.`, ['Paleo']).ingredients[0],
    ).toMatch(/ green beans$/);
  });
});
