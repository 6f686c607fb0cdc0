import { describe, expect, it } from 'vitest';
import { stepHeatsAbove } from '../../shared/kitchen/filters/cookingSteps';
import { keywordTags } from '../../shared/kitchen/filters/keywordTags';
import { applyQualifiers } from '../../shared/kitchen/filters/qualifiers';
import type { DietTag } from '../../shared/kitchen/types';

const tagsOf = (text: string) => applyQualifiers(text, keywordTags(text));

describe('keyword tags: obvious allergens are caught even when the table does not know the ingredient', () => {
  const cases: [string, DietTag][] = [
    ['homemade garlic butter', 'dairy'],
    ['aged gouda', 'dairy'],
    ['splash of buttermilk', 'dairy'],
    ['greek yoghurt', 'dairy'],
    ['milk chocolate buttons', 'dairy'],
    ['candied walnuts', 'tree-nut'],
    ['mixed nuts', 'tree-nut'],
    ['salted peanuts', 'peanut'],
    ['smoked pancetta', 'pork'],
    ['pork sausages', 'pork'],
    ['dry sherry', 'alcohol'],
    ['stout beer', 'gluten'],
    ['dark soy sauce', 'gluten'],
    ['spelt flour', 'gluten'],
    ['king prawns', 'shellfish'],
    ['anchovy fillets', 'fish'],
    ['leaf gelatine', 'gelatin'],
    ['wildflower honey', 'honey'],
    ['egg yolks', 'egg'],
  ];
  for (const [text, tag] of cases) it(`${text} → ${tag}`, () => expect(tagsOf(text).has(tag)).toBe(true));

  const falseFriends: [string, DietTag][] = [
    ['peanut butter', 'dairy'],
    ['butter beans', 'dairy'],
    ['coconut milk', 'dairy'],
    ['oat milk', 'dairy'],
    ['coconut cream', 'dairy'],
    ['cream of tartar', 'dairy'],
    ['vegan butter', 'dairy'],
    ['dairy-free cream cheese', 'dairy'],
    ['eggplant', 'egg'],
    ['flax egg', 'egg'],
    ['nutmeg', 'tree-nut'],
    ['butternut squash', 'tree-nut'],
    ['coconut flakes', 'tree-nut'],
    ['water chestnuts', 'tree-nut'],
    ['red wine vinegar', 'alcohol'],
    ['apple cider vinegar', 'alcohol'],
    ['fresh ginger', 'alcohol'],
    ['chickpeas', 'poultry'],
    ['turkey bacon', 'pork'],
    ['beef sausages', 'pork'],
    ['gluten-free spaghetti', 'gluten'],
    ['tamari (gluten-free)', 'gluten'],
    ['rice noodles', 'gluten'],
    ['zucchini noodles', 'gluten'],
    ['almond flour', 'gluten'],
    ['sugar snap peas', 'added-sugar'],
    ['oyster mushrooms', 'shellfish'],
    ['low-sodium soy sauce', 'high-sodium'],
    ['garlic-infused olive oil', 'high-fodmap'],
  ];
  for (const [text, tag] of falseFriends) it(`${text} is not ${tag}`, () => expect(tagsOf(text).has(tag)).toBe(false));
});

describe('cooking steps for Raw-Food', () => {
  it('catches cooking methods and temperatures above 48 °C, not dehydrating or blending', () => {
    expect(stepHeatsAbove('Bake for 20 minutes until golden.', 48)).toBe(true);
    expect(stepHeatsAbove('Heat the oven to 350°F.', 48)).toBe(true);
    expect(stepHeatsAbove('Sauté the onions in the oil.', 48)).toBe(true);
    expect(stepHeatsAbove('Dehydrate at 45°C for 8 hours.', 48)).toBe(false);
    expect(stepHeatsAbove('Warm to 115 F in the dehydrator.', 48)).toBe(false);
    expect(stepHeatsAbove('Blend the cashews with the lemon juice until smooth.', 48)).toBe(false);
  });
});
