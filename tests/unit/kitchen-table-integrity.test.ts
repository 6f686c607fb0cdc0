import { describe, expect, it } from 'vitest';
import { SHOPPING_CATEGORIES } from '../../shared/domain/limits';
import { INGREDIENTS } from '../../shared/kitchen/ingredients/index';
import { normaliseIngredientName } from '../../shared/kitchen/ingredients/lookup';
import { DIET_TAGS, type DietTag, type IngredientEntry } from '../../shared/kitchen/types';

const has = (e: IngredientEntry, tag: DietTag) => e.tags.includes(tag);
const named = (name: string) => {
  const entry = INGREDIENTS.find((e) => e.name === name);
  if (!entry) throw new Error(`no entry ${name}`);
  return entry;
};

/**
 * USDA uses food-specific Atwater factors; for these the general 4/4/9 factors overshoot by more than the
 * tolerance (cocoa, carob and allspice energy is low per gram of carbohydrate; baking powder's "carbohydrate" is acid
 * salts; xanthan gum is almost all soluble fibre, whose energy depends on fermentation).
 */
const ATWATER_EXCEPTIONS = new Set(['cocoa powder', 'carob powder', 'allspice', 'baking powder', 'xanthan gum']);

/** Foods that hold an animal product and also plant ingredients on purpose (so Carnivore and Vegan both refuse them). */
const ANIMAL_AND_PLANT = new Set([
  'caesar dressing',
  'worcestershire sauce',
  'kimchi',
  'red curry paste',
  'honey mustard',
  'cream of chicken soup',
  'ponzu',
  'furikake',
]);

describe('ingredient table integrity', () => {
  it('holds at least 400 entries with unique canonical names', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(400);
    const names = INGREDIENTS.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names are lowercase and every name and synonym normalises to a key no other entry claims', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const e of INGREDIENTS) {
      if (e.name !== e.name.toLowerCase()) clashes.push(`${e.name} is not lowercase`);
      for (const s of [e.name, ...e.synonyms]) {
        const key = normaliseIngredientName(s);
        if (!key) clashes.push(`${e.name}: empty key for "${s}"`);
        const previous = owner.get(key);
        if (previous && previous !== e.name) clashes.push(`"${key}": ${previous} / ${e.name}`);
        owner.set(key, e.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('per-100 g values are plausible: macros within 100 g, fibre within carbohydrate, sodium at most that of salt', () => {
    for (const { name, per100g: n } of INGREDIENTS) {
      for (const v of Object.values(n)) expect(Number.isFinite(v) && v >= 0, name).toBe(true);
      expect(n.protein + n.carbohydrates + n.fat, name).toBeLessThanOrEqual(100.5);
      expect(n.fiber, name).toBeLessThanOrEqual(n.carbohydrates + 0.01);
      expect(n.calories, name).toBeLessThanOrEqual(902);
      expect(n.sodium, name).toBeLessThanOrEqual(38_758);
    }
  });

  it('calories agree with 4 kcal/g protein and carbohydrate, 9 kcal/g fat, 2 kcal/g fibre (alcohol and sweeteners aside)', () => {
    const off: string[] = [];
    for (const e of INGREDIENTS) {
      if (has(e, 'alcohol') || has(e, 'artificial-sweetener') || ATWATER_EXCEPTIONS.has(e.name)) continue;
      const n = e.per100g;
      const estimate = 4 * n.protein + 4 * (n.carbohydrates - n.fiber) + 2 * n.fiber + 9 * n.fat;
      if (Math.abs(estimate - n.calories) > Math.max(30, 0.25 * n.calories))
        off.push(`${e.name}: ${n.calories} vs ${Math.round(estimate)}`);
    }
    expect(off).toEqual([]);
  });

  it('every entry has a valid shopping category, known tags without repeats, and a positive unit weight', () => {
    for (const e of INGREDIENTS) {
      expect(SHOPPING_CATEGORIES, e.name).toContain(e.category);
      for (const t of e.tags) expect(DIET_TAGS, e.name).toContain(t);
      expect(new Set(e.tags).size, e.name).toBe(e.tags.length);
      const weights = Object.values(e.unitWeights);
      expect(weights.length, `${e.name} has no unit weight`).toBeGreaterThan(0);
      for (const w of weights) expect(w, e.name).toBeGreaterThan(0);
    }
  });

  it('volume weights agree with each other: a cup is about 16 tablespoons and a tablespoon 3 teaspoons', () => {
    for (const { name, unitWeights: w } of INGREDIENTS) {
      if (w.cup && w.tbsp) expect(w.cup / w.tbsp, name).toBeGreaterThan(12);
      if (w.cup && w.tbsp) expect(w.cup / w.tbsp, name).toBeLessThanOrEqual(20);
      if (w.tbsp && w.tsp) expect(w.tbsp / w.tsp, name).toBeGreaterThan(2.5);
      if (w.tbsp && w.tsp) expect(w.tbsp / w.tsp, name).toBeLessThan(3.5);
    }
  });

  it('animal foods are never plant, and plant-only aisles carry plant', () => {
    const fleshTags: DietTag[] = ['meat', 'poultry', 'pork', 'red-meat', 'game', 'fish', 'shellfish', 'blood'];
    for (const e of INGREDIENTS) {
      if (fleshTags.some((t) => has(e, t)) && !ANIMAL_AND_PLANT.has(e.name)) expect(has(e, 'plant'), e.name).toBe(false);
      if (e.category === 'Meat & Seafood') expect(has(e, 'plant'), e.name).toBe(false);
      if ((has(e, 'honey') || has(e, 'gelatin') || has(e, 'animal-fat')) && !ANIMAL_AND_PLANT.has(e.name))
        expect(has(e, 'plant'), e.name).toBe(false);
      if (e.category === 'Produce') expect(has(e, 'plant'), e.name).toBe(true);
    }
    for (const name of ['milk', 'butter', 'cheddar', 'egg', 'yogurt', 'honey', 'gelatin', 'lard'])
      expect(has(named(name), 'plant'), name).toBe(false);
  });

  it('meat carries its kind: pork, poultry, red meat, fish or shellfish', () => {
    for (const e of INGREDIENTS.filter((x) => has(x, 'meat'))) {
      expect(
        ['pork', 'poultry', 'red-meat', 'game'].some((t) => has(e, t as DietTag)),
        e.name,
      ).toBe(true);
    }
    for (const e of INGREDIENTS.filter((x) => has(x, 'pork') || has(x, 'poultry'))) {
      if (e.category === 'Meat & Seafood') expect(has(e, 'meat'), e.name).toBe(true);
    }
    for (const e of INGREDIENTS.filter((x) => x.category === 'Meat & Seafood')) {
      expect(
        ['meat', 'fish', 'shellfish'].some((t) => has(e, t as DietTag)),
        e.name,
      ).toBe(true);
    }
  });

  it('allergen tags of the foods people most often get wrong', () => {
    const expectTags: Record<string, DietTag[]> = {
      'soy sauce': ['soy', 'gluten', 'high-sodium'],
      tamari: ['soy', 'high-sodium'],
      'worcestershire sauce': ['fish', 'gluten'],
      parmesan: ['dairy'],
      beer: ['gluten', 'alcohol'],
      mayonnaise: ['egg'],
      pesto: ['dairy', 'tree-nut'],
      'milk chocolate': ['added-sugar', 'dairy'],
      'dark chocolate': ['added-sugar'],
      gelatin: ['gelatin', 'animal-fat'],
      bacon: ['pork', 'meat', 'red-meat', 'high-sodium', 'processed'],
      honey: ['honey', 'added-sugar'],
      'white bread': ['gluten', 'grain', 'refined-grain', 'high-carb', 'processed'],
      'white rice': ['grain', 'high-carb', 'starchy'],
      onion: ['high-fodmap', 'plant'],
      garlic: ['high-fodmap', 'plant'],
      'red wine': ['alcohol'],
      'fish sauce': ['fish'],
      'oyster sauce': ['shellfish'],
      shrimp: ['shellfish'],
      tahini: ['sesame'],
      hummus: ['sesame', 'legume'],
      'peanut butter': ['peanut', 'legume'],
      'almond milk': ['tree-nut'],
      tofu: ['soy', 'legume'],
      seitan: ['gluten'],
      miso: ['soy'],
      'vanilla extract': ['alcohol'],
      'chocolate chips': ['dairy'],
      lard: ['pork', 'animal-fat'],
      'black pudding': ['blood', 'pork'],
      'chicken stock': ['meat', 'poultry'],
      marshmallows: ['gelatin'],
      'fresh pasta': ['egg', 'gluten'],
      'egg noodles': ['egg', 'gluten'],
      oats: ['gluten'],
      coffee: ['caffeine'],
      erythritol: ['artificial-sweetener'],
      'vegetable oil': ['refined-oil'],
    };
    for (const [name, tags] of Object.entries(expectTags))
      for (const t of tags) expect(named(name).tags, `${name} should be ${t}`).toContain(t);

    const mustNot: Record<string, DietTag[]> = {
      tamari: ['gluten'],
      'coconut aminos': ['soy', 'gluten'],
      'gluten-free pasta': ['gluten'],
      'gluten-free flour blend': ['gluten'],
      'gluten-free oats': ['gluten'],
      'almond flour': ['gluten', 'grain'],
      'coconut milk': ['tree-nut', 'dairy'],
      'coconut flour': ['tree-nut', 'grain'],
      'vegan butter': ['dairy'],
      'vegan cheese': ['dairy'],
      'nutritional yeast': ['dairy'],
      'oat milk': ['dairy', 'tree-nut'],
      'sunflower seed butter': ['peanut', 'tree-nut'],
      'garlic-infused oil': ['high-fodmap'],
      'turkey bacon': ['pork'],
      'beef bacon': ['pork'],
      'vegetable stock': ['meat'],
      agar: ['gelatin'],
      'vanilla bean': ['alcohol'],
      'maple syrup': ['honey'],
      'dark chocolate': ['dairy'],
      'vegan mayonnaise': ['egg'],
      'flax egg': ['egg'],
      'cauliflower rice': ['grain', 'high-carb'],
      'zucchini noodles': ['grain', 'gluten'],
      'shirataki noodles': ['grain', 'gluten', 'high-carb'],
      lettuce: ['grain'],
      'pork rinds': ['plant', 'grain'],
    };
    for (const [name, tags] of Object.entries(mustNot))
      for (const t of tags) expect(named(name).tags, `${name} must not be ${t}`).not.toContain(t);
  });

  it('holds the substitutes the diet rules use', () => {
    const substitutes = [
      'vegan butter',
      'olive oil',
      'flaxseed',
      'chia seeds',
      'oat milk',
      'soy milk',
      'almond milk',
      'coconut milk',
      'coconut cream',
      'nutritional yeast',
      'vegan cheese',
      'tamari',
      'coconut aminos',
      'almond flour',
      'coconut flour',
      'gluten-free flour blend',
      'gluten-free pasta',
      'zucchini noodles',
      'cauliflower rice',
      'erythritol',
      'monk fruit sweetener',
      'stevia',
      'maple syrup',
      'agar',
      'turkey bacon',
      'beef bacon',
      'vegetable stock',
      'sunflower seeds',
      'pumpkin seeds',
      'sunflower seed butter',
      'garlic-infused oil',
      'tofu',
      'tempeh',
      'seitan',
      'lentils',
      'chickpeas',
      'jackfruit',
      'mushroom',
      'pork rinds',
      'shirataki noodles',
      'lettuce',
      'flax egg',
      'vegan mayonnaise',
      'coconut yogurt',
      'gluten-free bread',
      'gluten-free breadcrumbs',
      'rice milk',
      'vegan curry paste',
    ];
    for (const name of substitutes) expect(named(name).name).toBe(name);
  });
});
