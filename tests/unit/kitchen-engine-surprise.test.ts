import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../../shared/kitchen/compliance';
import { mealHint, seededRandom, surpriseRecipe } from '../../shared/kitchen/surprise';

describe('surprise: seeded choice among recipes that can fit', () => {
  it('the same seed gives the same recipe; other seeds vary', () => {
    const opts = { filters: ['Vegetarian'], avoid: [], mustUse: [] };
    const a = surpriseRecipe({ ...opts, seed: 42 });
    const b = surpriseRecipe({ ...opts, seed: 42 });
    expect(a.ok && b.ok).toBe(true);
    expect(a.ok && a.recipe).toEqual(b.ok && b.recipe);
    const names = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const r = surpriseRecipe({ ...opts, seed });
      if (r.ok) names.add(r.base.id);
    }
    expect(names.size).toBeGreaterThanOrEqual(4);
  });

  it('an injected random function is used', () => {
    const r = surpriseRecipe({ filters: ['Vegan'], avoid: [], mustUse: [], random: () => 0 });
    const again = surpriseRecipe({ filters: ['Vegan'], avoid: [], mustUse: [], random: () => 0 });
    expect(r.ok && again.ok && r.base.id === again.base.id).toBe(true);
  });

  it('results satisfy the filters', () => {
    for (const filters of [['Vegan'], ['Keto'], ['Gluten-Free', 'Dairy-Free'], ['Pescatarian'], ['Halal'], ['Carnivore']]) {
      const r = surpriseRecipe({ filters, avoid: [], mustUse: [], seed: 7 });
      expect(r.ok, `${filters}: ${r.ok ? '' : r.reason}`).toBe(true);
      if (r.ok) expect(checkCompliance(r.recipe, { filters })).toEqual([]);
    }
  });

  it('keeps to the meal the text asks for', () => {
    expect(mealHint('Generate a complete delicious breakfast recipe')).toBe('breakfast');
    expect(mealHint('something creative for dessert')).toBe('dessert');
    expect(mealHint('something creative')).toBeUndefined();
    const r = surpriseRecipe({ filters: ['Vegetarian'], avoid: [], mustUse: [], seed: 3, meal: 'breakfast' });
    expect(r.ok && r.base.meal).toBe('breakfast');
  });

  it('seededRandom is in [0, 1) and repeatable', () => {
    const a = seededRandom(9);
    const b = seededRandom(9);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('incompatible filters stop at once with the reason', () => {
    const r = surpriseRecipe({ filters: ['Carnivore', 'Vegan'], avoid: [], mustUse: [], seed: 1 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/Carnivore and Vegan/);
  });
});
