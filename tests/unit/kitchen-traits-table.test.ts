/**
 * The cooking-traits table (issue 32 item 2's data): it covers every substitute the engine uses and every food
 * those substitutes replace, links to the ingredient table, and says what a cook knows of how each food cooks.
 */
import { describe, expect, it } from 'vitest';
import { SUBSTITUTIONS } from '../../shared/kitchen/filters/substitutions';
import { INGREDIENTS } from '../../shared/kitchen/ingredients/index';
import { ingredientWords } from '../../shared/kitchen/ingredients/normalise';
import { type Technique, TRAITS, traitsOf } from '../../shared/kitchen/traits/index';

const TABLE_NAMES = new Set(INGREDIENTS.map((e) => e.name));

describe('coverage', () => {
  it('every substitute named in the substitution rules has traits', () => {
    const missing: string[] = [];
    for (const rule of SUBSTITUTIONS) {
      for (const option of rule.options) {
        if (typeof option.name === 'string' && !traitsOf(option.name)) missing.push(option.name);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every substitute a rule builds from the original (gluten-free spaghetti, vegetable stock...) has traits', () => {
    const missing: string[] = [];
    for (const rule of SUBSTITUTIONS) {
      const originals = INGREDIENTS.map((e) => e.name).filter((name) => rule.match.test(name));
      for (const option of rule.options) {
        if (typeof option.name === 'string') continue;
        for (const original of originals) {
          const made = option.name(original);
          if (!traitsOf(made)) missing.push(`${original} → ${made}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every food of the ingredient table a substitution rule replaces has traits', () => {
    const replaced = INGREDIENTS.filter((e) => SUBSTITUTIONS.some((rule) => rule.match.test(e.name)));
    expect(replaced.length).toBeGreaterThan(300);
    expect(replaced.filter((e) => !traitsOf(e.name)).map((e) => e.name)).toEqual([]);
  });

  it("each row's foods are names of the ingredient table, and no name belongs to two rows", () => {
    const unknown = TRAITS.flatMap((row) => row.foods.filter((food) => !TABLE_NAMES.has(food)).map((food) => `${row.id}: ${food}`));
    expect(unknown).toEqual([]);
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const row of TRAITS) {
      for (const name of new Set([...row.names, ...row.foods].map((n) => ingredientWords(n).join(' ')))) {
        const first = owner.get(name);
        if (first && first !== row.id) twice.push(`${name}: ${first} and ${row.id}`);
        owner.set(name, row.id);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe('a food is found by its own words, never by a word it shares with another', () => {
  const cases: [phrase: string, id: string][] = [
    ['cream of tartar', 'raising-agent'],
    ['coconut milk', 'coconut-milk'],
    ['peanut oil', 'seed-oil'],
    ['butter beans', 'beans'],
    ['rice vinegar', 'vinegar'],
    ['rice wine', 'wine'],
    ['egg noodles', 'noodles'],
    ['milk chocolate', 'chocolate'],
    ['chicken stock', 'stock'],
    ['oyster mushrooms', 'mushrooms'],
    ['cocoa butter', 'solid-fat'],
    ['garlic powder', 'dried-allium'],
  ];
  for (const [phrase, id] of cases) {
    it(`"${phrase}" is ${id}`, () => expect(traitsOf(phrase)?.id).toBe(id));
  }
});

describe('count nouns and the unit they come in', () => {
  const whole: [phrase: string, unit: string][] = [
    ['garlic', 'clove'],
    ['cloves garlic', 'clove'],
    ['bay leaves', 'leaf'],
    ['fresh basil leaves', 'leaf'],
    ['large eggs', 'piece'],
    ['egg yolks', 'piece'],
    ['chopped tomatoes', 'can'],
    ['coconut milk', 'can'],
    ['chickpeas', 'can'],
  ];
  for (const [phrase, unit] of whole) {
    it(`"${phrase}" comes whole, in ${unit}s`, () => {
      const noun = traitsOf(phrase)?.noun;
      expect(noun?.kind).toBe('count');
      if (noun?.kind !== 'count') return;
      expect(noun.unit).toBe(unit);
      expect(noun.whole).toBe(true);
    });
  }
  it('a tin says what it holds', () => {
    for (const phrase of ['canned tomatoes', 'black beans', 'coconut milk']) {
      const noun = traitsOf(phrase)?.noun;
      expect(noun?.kind === 'count' && noun.size?.quantity).toBeGreaterThan(0);
    }
  });
  for (const phrase of ['plain flour', 'whole milk', 'baby spinach', 'caster sugar']) {
    it(`"${phrase}" is a mass noun`, () => expect(traitsOf(phrase)?.noun.kind).toBe('mass'));
  }
  for (const phrase of ['onion', 'potatoes', 'lemon']) {
    it(`"${phrase}" is counted but may be halved`, () => {
      const noun = traitsOf(phrase)?.noun;
      expect(noun?.kind === 'count' && noun.whole).toBe(false);
    });
  }
});

describe('techniques a food can and cannot do', () => {
  const cannot: [phrase: string, technique: Technique][] = [
    ['firm tofu', 'sabayon'],
    ['silken tofu', 'sabayon'],
    ['flax egg', 'sabayon'],
    ['almond flour', 'knead'],
    ['coconut flour', 'rise'],
    ['gluten-free flour blend', 'knead'],
    ['zucchini noodles', 'boil'],
    ['cauliflower rice', 'simmer'],
    ['low-carb cauliflower gnocchi', 'boil'],
    ['oat cream', 'whip'],
    ['vegan butter', 'brown'],
    ['large lettuce leaves', 'crisp'],
  ];
  for (const [phrase, technique] of cannot) {
    it(`${phrase} cannot ${technique}`, () => {
      const traits = traitsOf(phrase);
      expect(traits?.cannot).toContain(technique);
      expect(traits?.can).not.toContain(technique);
    });
  }
  const can: [phrase: string, technique: Technique][] = [
    ['egg yolks', 'sabayon'],
    ['eggs', 'set-custard'],
    ['bread flour', 'knead'],
    ['strong white flour', 'rise'],
    ['double cream', 'whip'],
    ['aquafaba', 'whip'],
    ['butter', 'brown'],
    ['spaghetti', 'boil'],
  ];
  for (const [phrase, technique] of can) {
    it(`${phrase} can ${technique}`, () => expect(traitsOf(phrase)?.can).toContain(technique));
  }
  it('no row says a food both can and cannot do one technique', () => {
    const both = TRAITS.flatMap((row) => row.can.filter((t) => row.cannot.includes(t)).map((t) => `${row.id}: ${t}`));
    expect(both).toEqual([]);
  });
});

describe('how a food is added, its doneness, what it is bought as', () => {
  it('toppings are scattered, aromatics softened first, pasta cooked apart', () => {
    expect(traitsOf('walnuts')?.added).toBe('scatter-over');
    expect(traitsOf('toasted pumpkin seeds')?.added).toBe('scatter-over');
    expect(traitsOf('chopped parsley')?.added).toBe('scatter-over');
    expect(traitsOf('onion')?.added).toBe('soften-first');
    expect(traitsOf('leeks')?.added).toBe('soften-first');
    expect(traitsOf('penne')?.added).toBe('cook-apart');
    expect(traitsOf('basmati rice')?.added).toBe('cook-apart');
  });
  it('canned beans and tofu are bought cooked; dried lentils and chicken raw', () => {
    expect(traitsOf('kidney beans')?.bought).toBe('cooked');
    expect(traitsOf('extra-firm tofu')?.bought).toBe('cooked');
    expect(traitsOf('red lentils')?.bought).toBe('raw');
    expect(traitsOf('chicken thighs')?.bought).toBe('raw');
  });
  it('every row that is cooked in the dish has a doneness cue with a time', () => {
    for (const phrase of ['firm tofu', 'mushrooms', 'chicken breast', 'zucchini noodles', 'king oyster mushrooms', 'plant-based mince']) {
      const doneness = traitsOf(phrase)?.doneness;
      expect(doneness?.cue.length).toBeGreaterThan(2);
      expect(doneness?.minutes?.[0]).toBeGreaterThan(0);
    }
  });
  it('a substitute says which method words it replaces', () => {
    const tofu = traitsOf('firm tofu')?.replaces ?? [];
    expect(tofu.some((p) => p.instead.includes('until cooked through'))).toBe(true);
    const zoodles = traitsOf('zucchini noodles')?.replaces ?? [];
    expect(zoodles.some((p) => p.instead.some((words) => words.includes('packet')))).toBe(true);
  });
});
