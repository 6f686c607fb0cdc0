import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/** The engine's own explanation of a swap is never read as a forbidden food (a rule's words name foods). */
const CASES = [
  {
    name: 'English, scaled down, two eggs become one flax egg',
    text: 'Date pudding\nServes 8\n200g dates\n2 large eggs\n175g self-raising flour\n85g butter\nBeat the butter, then beat in the eggs one at a time. Fold in the flour and dates. Bake.',
    servings: 4,
  },
  {
    name: 'German, scaled down',
    text: 'Rührkuchen\nFür 8 Personen\n200 g Mehl\n4 große Eier\n150 g Butter\n100 g Zucker\nButter und Zucker schaumig rühren, die Eier einzeln unterrühren, dann das Mehl unterheben. Backen.',
    servings: 2,
  },
  {
    name: 'French, scaled up',
    text: 'Gâteau au yaourt\nPour 6 personnes\n3 gros œufs\n1 pot de yaourt nature\n200 g de farine\n100 g de sucre\nBattez les œufs avec le sucre, ajoutez le yaourt puis la farine. Enfournez.',
    servings: 12,
  },
];

describe('the engine explains its swaps without tripping its own check', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const result = generateLocally({
        originalRecipe: c.text,
        mode: 'convert',
        filters: ['Vegan'],
        avoidIngredients: [],
        requestedServings: c.servings,
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const { recipe } = result;
      for (const tip of recipe.tips) expect(tip).not.toMatch(/\(dairy, eggs, honey\)/);
      const fromTips = (recipe.compliance?.violations ?? []).filter((v) => v.ingredient.startsWith('Tip: Used '));
      expect(fromTips).toEqual([]);
    });
  }
});
