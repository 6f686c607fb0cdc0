/**
 * A recipe of realistic size (~1.5 kB as JSON) for the sync and server benchmarks: ten ingredient
 * lines, eight steps and a note, like a converted recipe in a user's book.
 */
export function benchRecipe(n: number, prefix = 'bulk') {
  return benchRecipeIn('pasted', n, prefix);
}

/**
 * The same recipe as the app's own legacy text (signed-in-features §3: bold labels, bulleted ingredients, numbered
 * steps, tips), as older versions of the app stored a converted recipe; `benchRecipe`'s text is a pasted layout
 * (markdown headings, times only in the method), which only the kitchen's any-layout reader reads.
 */
export function benchLegacyRecipe(n: number, prefix = 'legacy') {
  return benchRecipeIn('legacy', n, prefix);
}

function benchRecipeIn(layout: 'pasted' | 'legacy', n: number, prefix: string) {
  const at = new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString();
  const ingredients = [
    '200 g red lentils, rinsed',
    '1 large onion, finely chopped',
    '2 cloves garlic, crushed',
    '1 thumb fresh ginger, grated',
    '2 tbsp olive oil',
    '1 tsp ground cumin',
    '1 tsp ground coriander',
    '400 ml coconut milk',
    '600 ml vegetable stock (gluten-free)',
    '1 lime, juiced',
  ];
  const steps = [
    'Warm the oil in a large pan over a medium heat.',
    'Soften the onion for 8 minutes, stirring now and then, until golden.',
    'Add the garlic, ginger and spices; cook for one more minute.',
    'Stir in the lentils so they are coated with the spiced oil.',
    'Pour in the coconut milk and the stock; bring to a gentle simmer.',
    'Simmer for 20 minutes until the lentils are soft, adding water if it thickens too much.',
    'Season with salt and the lime juice; taste and adjust.',
    'Serve with rice or warm flatbread and a spoon of coconut yoghurt.',
  ];
  return {
    id: `${prefix}-${n}`,
    title: `Bulk recipe ${n}: spiced lentil and coconut soup`,
    convertedRecipe:
      layout === 'legacy'
        ? legacyText(n, ingredients, steps)
        : `# Spiced lentil and coconut soup ${n}\n\nServes 4. Vegan and gluten-free.\n\n## Ingredients\n${ingredients.map((l) => `- ${l}`).join('\n')}\n\n## Steps\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n\n## Note\nKeeps three days in the fridge; freezes well for a month. For a nut-free kitchen check the coconut milk label; for a lower-sodium version use half the stock and top up with water, then finish with extra lime and fresh coriander.`,
    dietaryFilters: ['Vegan', 'Gluten-Free'],
    category: 'main-dish',
    imageUrl: '',
    createdAt: at,
    updatedAt: at,
  };
}

function legacyText(n: number, ingredients: readonly string[], steps: readonly string[]): string {
  return [
    `**Recipe Name:** Spiced lentil and coconut soup ${n}`,
    '**Prep Time:** 10 minutes',
    '**Cook Time:** 30 minutes',
    '**Total Time:** 40 minutes',
    '**Servings:** 4',
    '**Dietary Requirements:** Vegan, Gluten-Free',
    '',
    '**Ingredients:**',
    ...ingredients.map((l) => `- ${l}`),
    '',
    '**Instructions:**',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    '**Tips:**',
    '- Keeps three days in the fridge; freezes well for a month.',
    '- For a nut-free kitchen check the coconut milk label; for a lower-sodium version use half the stock and top up with water, then finish with extra lime and fresh coriander.',
  ].join('\n');
}
