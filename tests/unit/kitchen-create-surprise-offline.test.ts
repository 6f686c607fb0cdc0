/**
 * Create and Surprise Me without an AI provider (issue 32 item 7), written blind: a dish the built-in collection has
 * is made from it; a dish it lacks is never answered with another dish under the cook's words, the answer says so
 * and offers the closest built-in dishes to pick from; must-use ingredients arrive with an amount and a step that
 * uses them; base recipes scaled for the cook never cut a clove, a leaf, an egg or a tin.
 */
import { describe, expect, it } from 'vitest';
import { BASE_RECIPES } from '../../shared/kitchen/corpus/index';
import { createRecipe } from '../../shared/kitchen/create';
import { generateLocally } from '../../shared/kitchen/engine';
import { surpriseRecipe } from '../../shared/kitchen/surprise';

const none = { filters: [] as string[], avoid: [] as string[], mustUse: [] as string[] };

describe('create: a dish the collection lacks is said so, with the closest dishes to pick from', () => {
  it.each(['beef wellington', 'chicken tikka masala', 'pierogi ruskie', 'beef stroganoff', 'Bœuf en croûte'])('%j', (asked) => {
    const r = createRecipe(asked, none);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toContain(`no recipe for "${asked}"`);
    for (const name of r.suggestions ?? []) {
      // Each offered dish is made as itself when picked.
      const picked = createRecipe(name, none);
      expect(picked.ok && picked.base.name).toBe(name);
    }
  });

  it('offers the closest: a tikka masala gets the butter chicken and other curries to pick from', () => {
    const r = createRecipe('chicken tikka masala', none);
    expect(!r.ok && r.suggestions).toContain('Butter Chicken');
    expect(!r.ok && (r.suggestions ?? []).length).toBeLessThanOrEqual(4);
  });

  it('offers only dishes that fit the filters', () => {
    const r = createRecipe('beef wellington', { ...none, filters: ['Vegan'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    for (const name of r.suggestions ?? []) expect(createRecipe(name, { ...none, filters: ['Vegan'] }).ok).toBe(true);
  });

  it('the engine answer carries the suggestions', () => {
    const r = generateLocally({ originalRecipe: 'chicken tikka masala', filters: ['Vegetarian'], mode: 'create', consent: true });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.suggestions?.length ?? 0).toBeGreaterThan(0);
  });
});

describe('create: a dish the collection has is made from it, however it is written', () => {
  it.each([
    ['lasagne', 'Lasagna'],
    ['Spag Bol', 'Spaghetti Bolognese'],
    ['pad thai', 'Pad Thai'],
    ['tortilla de patatas', 'Spanish Omelette'],
    ['murgh makhani', 'Butter Chicken'],
  ])('%j is %s', (asked, name) => {
    const r = createRecipe(asked, none);
    expect(r.ok && r.base.name).toBe(name);
  });
});

describe('must-use ingredients arrive with an amount and a step that uses them', () => {
  const cases: [dish: string, food: string][] = [
    ['lasagna', 'spinach'],
    ['chocolate brownies', 'walnuts'],
    ['butter chicken', 'chickpeas'],
    ['tomato basil soup', 'garlic'],
    ['mushroom risotto', 'peas'],
  ];
  it.each(cases)('%s with %s', (dish, food) => {
    const r = createRecipe(dish, { ...none, mustUse: [food] });
    expect(r.ok, r.ok ? '' : r.reason).toBe(true);
    if (!r.ok) return;
    const line = r.recipe.ingredients.find((l) => l.toLowerCase().includes(food.replace(/s$/, '')));
    expect(line, r.recipe.ingredients.join('\n')).toBeDefined();
    // An amount a cook can measure leads the line.
    expect(line).toMatch(/^[\d½¼¾⅓⅔]/);
    const steps = r.recipe.instructions.filter((s) => s.toLowerCase().includes(food.replace(/s$/, '')));
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.join(' ')).not.toMatch(/stir in or serve with/i);
  });

  it('a must-use food already in the recipe is not added twice', () => {
    const r = createRecipe('lasagna', { ...none, mustUse: ['onion'] });
    expect(r.ok && r.recipe.ingredients.filter((l) => /onion/i.test(l)).length).toBe(1);
  });
});

describe('base recipes scaled for the cook: whole cloves, leaves, eggs and tins', () => {
  const cut = /(?:[½¼¾⅓⅔]|\d\.\d+)\s*(?:cloves?|bay leaves|bay leaf|leaves|eggs?|cans?|tins?|sprigs?)\b/i;
  it('no base recipe at 3 or 7 servings cuts one (every third recipe of the collection)', () => {
    const faults: string[] = [];
    for (const base of BASE_RECIPES.filter((_, i) => i % 3 === 0)) {
      for (const servings of [3, 7]) {
        const r = createRecipe(base.name, { ...none, servings });
        if (!r.ok) continue;
        for (const line of r.recipe.ingredients) if (cut.test(line)) faults.push(`${base.name} ×${servings}: ${line}`);
        // A tin's worth of tomatoes is weighed out in sensible steps, never "533 g".
        for (const line of r.recipe.ingredients) {
          const grams = /^(\d+) g\b/.exec(line)?.[1];
          if (grams && Number(grams) > 100 && Number(grams) % 25 !== 0) faults.push(`${base.name} ×${servings}: ${line}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });
});

describe('surprise me', () => {
  it('gives a built-in dish under its own name for any seed, with the filter leading when it changed it', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = surpriseRecipe({ ...none, filters: ['Gluten-Free'], seed });
      if (!r.ok) continue;
      const own = r.base.name.toLowerCase();
      expect(r.recipe.recipeName.toLowerCase().endsWith(own) || r.recipe.recipeName.toLowerCase().includes('gluten-free')).toBe(true);
    }
  });
});
