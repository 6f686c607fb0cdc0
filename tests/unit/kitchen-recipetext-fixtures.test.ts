import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { structuredRecipeSchema } from '../../shared/schemas/structuredRecipe';

const DIR = join(import.meta.dirname, '../fixtures/recipe-texts');
const read = (name: string) => parseRecipeText(readFileSync(join(DIR, name), 'utf8'));

interface Expected {
  name: string;
  servings: number | string;
  prep: string;
  cook: string;
  total: string;
  ingredients: number;
  firstIngredient: string;
  lastIngredient: string;
  steps: number;
  firstStepStarts: string;
  tips: number;
}

const EXPECTED: Record<string, Expected> = {
  '01-blog-story.txt': {
    name: "The Best Banana Bread You'll Ever Make",
    servings: 10,
    prep: '15 minutes',
    cook: '1 hour',
    total: '1 hour 15 minutes',
    ingredients: 8,
    firstIngredient: '3 ripe bananas, mashed',
    lastIngredient: '1 1/2 cups all-purpose flour',
    steps: 5,
    firstStepStarts: 'Preheat the oven',
    tips: 2,
  },
  '02-minimal.txt': {
    name: 'Scrambled eggs',
    // No servings stated: none invented (issue 31; it used to default to 4).
    servings: '',
    prep: '',
    cook: '',
    total: '',
    ingredients: 5,
    firstIngredient: '4 eggs',
    // "salt and pepper" names two foods: each is its own line (issue 31).
    lastIngredient: 'pepper',
    steps: 2,
    firstStepStarts: 'Whisk the eggs',
    tips: 0,
  },
  '03-markdown.md': {
    name: 'Creamy Garlic Chicken Pasta',
    servings: 4,
    prep: '10 minutes',
    cook: '20 minutes',
    total: '30 minutes',
    ingredients: 7,
    firstIngredient: '300 g penne pasta',
    lastIngredient: '1 cup chicken stock',
    steps: 4,
    firstStepStarts: 'Cook the pasta',
    tips: 1,
  },
  '04-numbered-parens.txt': {
    name: 'Peanut Butter Cookies',
    servings: '24 cookies',
    prep: '10 minutes',
    cook: '12 minutes',
    total: '22 minutes',
    ingredients: 4,
    firstIngredient: '1 cup peanut butter',
    lastIngredient: '1 tsp baking soda',
    steps: 4,
    firstStepStarts: 'Heat the oven to 180°C.',
    tips: 0,
  },
  '05-uk-metric.txt': {
    name: 'Victoria Sponge',
    servings: 8,
    prep: '20 minutes',
    cook: '25 minutes',
    total: '45 minutes',
    ingredients: 7,
    firstIngredient: '225g unsalted butter, softened',
    lastIngredient: '150ml double cream, whipped',
    steps: 4,
    firstStepStarts: 'Heat the oven to 190C',
    tips: 0,
  },
  '06-legacy-bold.txt': {
    name: 'Vegan Lentil Soup',
    servings: 6,
    prep: '10 minutes',
    cook: '35 minutes',
    total: '45 minutes',
    ingredients: 8,
    firstIngredient: '1 tbsp olive oil',
    lastIngredient: '1 can diced tomatoes',
    steps: 3,
    firstStepStarts: 'Heat the oil',
    tips: 2,
  },
  '07-step-words.txt': {
    name: 'Garlic Butter Shrimp',
    servings: '4-6',
    prep: '',
    cook: '',
    total: '20 minutes',
    ingredients: 6,
    firstIngredient: '1 lb large shrimp, peeled',
    lastIngredient: '2 tbsp chopped parsley',
    steps: 3,
    firstStepStarts: 'Melt the butter',
    tips: 0,
  },
  '08-sub-sections.txt': {
    name: 'Chicken Tacos with Lime Crema',
    servings: '8 tacos',
    prep: '20 minutes',
    cook: '15 minutes',
    total: '35 minutes',
    ingredients: 8,
    firstIngredient: '500 g boneless chicken thighs',
    lastIngredient: '1 cup shredded lettuce',
    steps: 4,
    firstStepStarts: 'Rub the chicken',
    tips: 0,
  },
  '09-paragraph-method.txt': {
    name: 'Simple Tomato Sauce',
    servings: 4,
    prep: '5 minutes',
    cook: '30 minutes',
    total: '35 minutes',
    ingredients: 7,
    firstIngredient: '2 tbsp olive oil',
    lastIngredient: 'a handful of basil leaves',
    steps: 3,
    firstStepStarts: 'Heat the oil in a saucepan',
    tips: 0,
  },
  '10-no-headers.txt': {
    name: 'Overnight Oats',
    servings: '',
    prep: '',
    cook: '',
    total: '',
    ingredients: 5,
    firstIngredient: '1/2 cup rolled oats',
    lastIngredient: '1/4 cup blueberries',
    steps: 2,
    firstStepStarts: 'Stir the oats',
    tips: 0,
  },
  '11-checkbox-copy.txt': {
    name: 'Beef and Broccoli Stir-Fry',
    servings: 4,
    prep: '10 minutes',
    cook: '15 minutes',
    total: '25 minutes',
    ingredients: 7,
    firstIngredient: '1 lb flank steak, thinly sliced',
    lastIngredient: '1 tsp grated fresh ginger',
    steps: 3,
    firstStepStarts: 'Toss the beef',
    tips: 0,
  },
  '12-inline-ingredients.txt': {
    name: 'Quick Guacamole',
    servings: 2,
    prep: '',
    cook: '',
    total: '',
    ingredients: 4,
    firstIngredient: '2 ripe avocados',
    lastIngredient: '1 pinch of salt',
    steps: 1,
    firstStepStarts: 'Mash the avocados',
    tips: 0,
  },
  '13-asterisk-bullets-notes.txt': {
    name: 'CLASSIC PANCAKES',
    servings: '8 pancakes',
    prep: '5 minutes',
    cook: '15 minutes',
    total: '20 minutes',
    ingredients: 6,
    firstIngredient: '1 1/2 cups all-purpose flour',
    lastIngredient: '3 tbsp butter, melted',
    steps: 3,
    firstStepStarts: 'Sift the flour',
    tips: 1,
  },
  '14-recipe-card-plugin.txt': {
    name: 'Lemon Herb Roast Chicken',
    servings: 6,
    prep: '15 minutes',
    cook: '1 hour 20 minutes',
    total: '1 hour 50 minutes',
    ingredients: 7,
    firstIngredient: '1 whole chicken (about 1.8 kg)',
    lastIngredient: '½ tsp black pepper',
    steps: 5,
    firstStepStarts: 'Heat the oven to 220°C',
    tips: 1,
  },
  '15-header-notes-inline-method.txt': {
    name: 'Shakshuka',
    servings: 2,
    // No times stated: read from the method (8 + 10 + 6-8 minutes).
    prep: '',
    cook: '26 minutes',
    total: '26 minutes',
    ingredients: 7,
    firstIngredient: '1 tbsp olive oil',
    lastIngredient: 'Handful of fresh coriander',
    steps: 4,
    firstStepStarts: 'Heat the oil in a frying pan',
    tips: 0,
  },
};

describe('parseRecipeText on pasted fixtures', () => {
  it('has an expectation for every fixture file', () => {
    expect(readdirSync(DIR).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [file, want] of Object.entries(EXPECTED)) {
    it(`reads ${file}`, () => {
      const recipe = read(file);
      expect(structuredRecipeSchema.safeParse(recipe).success).toBe(true);
      expect(recipe.recipeName).toBe(want.name);
      expect(recipe.servings).toEqual(want.servings);
      expect([recipe.prepTime, recipe.cookTime, recipe.totalTime]).toEqual([want.prep, want.cook, want.total]);
      expect(recipe.ingredients).toHaveLength(want.ingredients);
      expect(recipe.ingredients[0]).toBe(want.firstIngredient);
      expect(recipe.ingredients.at(-1)).toBe(want.lastIngredient);
      expect(recipe.instructions).toHaveLength(want.steps);
      expect(recipe.instructions[0]?.startsWith(want.firstStepStarts)).toBe(true);
      expect(recipe.tips).toHaveLength(want.tips);
      for (const step of recipe.instructions) expect(step).not.toMatch(/^(?:\d+[.)]|step \d)/i);
    });
  }

  it('keeps the legacy format dietary requirements and flattens sub-headings away', () => {
    expect(read('06-legacy-bold.txt').dietaryRequirements).toEqual(['Vegan', 'Dairy-Free']);
    const tacos = read('08-sub-sections.txt');
    expect(tacos.ingredients.some((l) => /^for the|^to serve/i.test(l))).toBe(false);
  });

  it('ignores the story before a blog recipe and the nutrition block after a copied one', () => {
    const blog = read('01-blog-story.txt');
    expect(blog.ingredients.join(' ')).not.toMatch(/grandmother/);
    expect(blog.instructions.join(' ')).not.toMatch(/grandmother/);
    const copied = read('11-checkbox-copy.txt');
    expect(copied.instructions.join(' ')).not.toMatch(/Calories/);
  });

  it('drops recipe-card buttons, ratings, scaling toggles and card metadata', () => {
    const card = read('14-recipe-card-plugin.txt');
    const all = [card.recipeName, ...card.ingredients, ...card.instructions, ...card.tips].join('\n');
    expect(all).not.toMatch(/Print Recipe|1x2x3x|US Customary|Cuisine|votes|Calories/);
  });

  it('joins wrapped lines of a numbered step and reads "Step 1" on its own line', () => {
    const recipe = parseRecipeText('Toast\nIngredients\n2 slices bread\nMethod\n1. Toast the bread\nuntil golden.\n2. Serve.');
    expect(recipe.instructions).toEqual(['Toast the bread until golden.', 'Serve.']);
    expect(read('07-step-words.txt').instructions[2]).toMatch(/^Pour in the white wine/);
  });

  it('gives an empty ingredient list for text that is not a recipe', () => {
    const recipe = parseRecipeText('Dear diary,\n\nToday was a long day at work and I did not cook anything at all.');
    expect(recipe.ingredients).toEqual([]);
  });
});
