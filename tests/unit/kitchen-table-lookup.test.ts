import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../../shared/kitchen/ingredients/index';
import { findIngredient, normaliseIngredientName } from '../../shared/kitchen/ingredients/lookup';
import { singularise } from '../../shared/kitchen/ingredients/normalise';

/** Phrase as a cook writes it → the table entry it must find. */
const CASES: [string, string][] = [
  // Longest match wins over a shorter name inside it
  ['peanut butter', 'peanut butter'],
  ['crunchy peanut butter', 'peanut butter'],
  ['vegan butter', 'vegan butter'],
  ['coconut milk', 'coconut milk'],
  ['1 (400 ml) can coconut milk', 'coconut milk'],
  ['almond milk', 'almond milk'],
  ['coconut cream', 'coconut cream'],
  ['cream cheese', 'cream cheese'],
  ['sour cream', 'sour cream'],
  ['ice cream', 'ice cream'],
  ['butter beans', 'butter beans'],
  ['egg noodles', 'egg noodles'],
  ['garlic powder', 'garlic powder'],
  ['onion powder', 'onion powder'],
  ['tomato paste', 'tomato paste'],
  ['lemon juice', 'lemon juice'],
  ['chicken stock', 'chicken stock'],
  ['chicken stock cube', 'stock cube'],
  ['red pepper flakes', 'red pepper flakes'],
  ['sweet potato', 'sweet potato'],
  ['low-sodium soy sauce', 'low-sodium soy sauce'],
  ['gluten-free pasta', 'gluten-free pasta'],
  ['cooked rice', 'cooked white rice'],
  ['dried chickpeas', 'dried chickpeas'],
  ['white wine vinegar', 'red wine vinegar'],
  ['sesame oil', 'sesame oil'],
  ['chocolate chips', 'chocolate chips'],
  ['milk chocolate', 'milk chocolate'],
  // UK and US names
  ['courgette', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['coriander', 'cilantro'],
  ['ground coriander', 'coriander seeds'],
  ['plain flour', 'all-purpose flour'],
  ['double cream', 'heavy cream'],
  ['caster sugar', 'sugar'],
  ['icing sugar', 'powdered sugar'],
  ["confectioners' sugar", 'powdered sugar'],
  ['spring onions', 'spring onion'],
  ['scallions', 'spring onion'],
  ['green onion', 'spring onion'],
  ['king prawns', 'shrimp'],
  ['minced beef', 'ground beef'],
  ['cornflour', 'cornstarch'],
  ['bicarbonate of soda', 'baking soda'],
  ['rocket', 'arugula'],
  ['mangetout', 'snow peas'],
  ['swede', 'swede'],
  ['beetroot', 'beetroot'],
  ['single cream', 'light cream'],
  ['wholemeal flour', 'whole wheat flour'],
  ['self raising flour', 'self-raising flour'],
  ['tinned tomatoes', 'canned tomatoes'],
  ['garbanzo beans', 'chickpeas'],
  // Plurals, accents, case, punctuation
  ['tomatoes', 'tomato'],
  ['Potatoes', 'potato'],
  ['blueberries', 'blueberry'],
  ['bay leaves', 'bay leaf'],
  ['peaches', 'peach'],
  ['anchovies', 'anchovy'],
  ['zucchinis', 'zucchini'],
  ['Jalapeños', 'jalapeno'],
  ['crème fraîche', 'creme fraiche'],
  ['EXTRA-VIRGIN OLIVE OIL', 'olive oil'],
  ['hummus', 'hummus'],
  ['asparagus', 'asparagus'],
  ['molasses', 'molasses'],
  ['brussels sprouts', 'brussels sprout'],
  // Describing words, quantities, units and notes
  ['unsalted butter', 'unsalted butter'],
  ['2 tbsp butter, softened', 'butter'],
  ['3 large eggs', 'egg'],
  ['2 cloves garlic, minced', 'garlic'],
  ['4 garlic cloves', 'garlic'],
  ['1 large onion, diced', 'onion'],
  ['3 ripe tomatoes, chopped', 'tomato'],
  ['1 can diced tomatoes', 'canned tomatoes'],
  ['2 (14.5 oz) cans diced tomatoes', 'canned tomatoes'],
  ['2 boneless skinless chicken breasts', 'chicken breast'],
  ['fresh cilantro, chopped', 'cilantro'],
  ['fresh basil leaves', 'basil'],
  ['parmesan, grated', 'parmesan'],
  ['canned chickpeas, drained and rinsed', 'chickpeas'],
  ['1 lb ground beef', 'ground beef'],
  ['8 oz cream cheese, softened', 'cream cheese'],
  ['1/2 cup unsweetened cocoa powder', 'cocoa powder'],
  ['a pinch of salt', 'salt'],
  ['400g tin chopped tomatoes', 'canned tomatoes'],
  ['organic baby spinach', 'spinach'],
  ['fresh ginger, grated', 'ginger'],
  ['thyme sprigs', 'thyme'],
  ['butter or margarine', 'butter'],
  ['vanilla yogurt', 'yogurt'],
  ['salt and freshly ground black pepper', 'black pepper'],
  ['juice of 1 lemon', 'lemon'],
  // Substitutes the rules use
  ['tamari', 'tamari'],
  ['coconut aminos', 'coconut aminos'],
  ['flax egg', 'flax egg'],
  ['ground flaxseed', 'flaxseed'],
  ['nutritional yeast', 'nutritional yeast'],
  ['cauliflower rice', 'cauliflower rice'],
  ['zoodles', 'zucchini noodles'],
  ['lettuce leaves', 'lettuce'],
  ['shirataki noodles', 'shirataki noodles'],
  ['pork rinds', 'pork rinds'],
  ['monk fruit sweetener', 'monk fruit sweetener'],
  ['agar agar', 'agar'],
  ['gelatine', 'gelatin'],
  ['garlic-infused oil', 'garlic-infused oil'],
  ['sunbutter', 'sunflower seed butter'],
  ['gluten free flour', 'gluten-free flour blend'],
  ['vegan mayo', 'vegan mayonnaise'],
  ['dairy free cheese', 'vegan cheese'],
  ['turkey bacon', 'turkey bacon'],
  ['vegetable broth', 'vegetable stock'],
  ['low-sodium vegetable stock', 'low-sodium vegetable stock'],
  ['dairy-free ice cream', 'dairy-free ice cream'],
  ['dairy-free parmesan', 'vegan cheese'],
  ['sugar-free maple-flavoured syrup', 'sugar-free syrup'],
  ['vegan worcestershire sauce', 'vegan worcestershire sauce'],
  ['beef sausage', 'beef sausage'],
  ['hearts of palm', 'hearts of palm'],
  ['2% milk', 'reduced fat milk'],
  ['00 flour', 'cake flour'],
  ['large free-range egg yolks', 'egg yolk'],
  ['2 cage-free eggs, at room temperature', 'egg'],
  ['dairy free shredded cheese', 'vegan cheese'],
  ['gluten free penne pasta', 'gluten-free pasta'],
  ['cream of mushroom soup', 'cream of mushroom soup'],
  ['pommes de terre', 'potato'],
];

describe('findIngredient', () => {
  it(`finds the right entry for ${CASES.length} phrases`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(80);
    const wrong = CASES.map(([phrase, name]) => [phrase, name, findIngredient(phrase)?.name]).filter(([, want, got]) => want !== got);
    expect(wrong).toEqual([]);
  });

  it('finds every entry by its own name and every synonym', () => {
    for (const e of INGREDIENTS) for (const s of [e.name, ...e.synonyms]) expect(findIngredient(s)?.name, s).toBe(e.name);
  });

  it('finds every name again inside a raw line: quantity, unit, capitals, notes and parentheses around it', () => {
    const wrong: string[] = [];
    for (const e of INGREDIENTS) {
      for (const s of [e.name, ...e.synonyms]) {
        if (/^[0-9]/.test(s)) continue; // "2% milk" after a quantity reads as a quantity
        for (const line of [`1 cup ${s}, finely chopped`, `2 tbsp ${s} (optional)`, s.toUpperCase(), `200 g ${s}`]) {
          const got = findIngredient(line)?.name;
          if (got !== e.name) wrong.push(`${line} → ${got} (want ${e.name})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('returns undefined for empty text and words it does not know', () => {
    expect(findIngredient('')).toBeUndefined();
    expect(findIngredient('   ')).toBeUndefined();
    expect(findIngredient('xyzzy')).toBeUndefined();
    expect(findIngredient('2 cups of love')).toBeUndefined();
    expect(findIngredient('leaves')).toBeUndefined();
  });

  it('does not mistake a shorter name inside a different ingredient', () => {
    expect(findIngredient('almond milk')?.tags).toContain('tree-nut');
    expect(findIngredient('almond milk')?.tags).not.toContain('dairy');
    expect(findIngredient('coconut milk')?.tags).not.toContain('dairy');
    expect(findIngredient('peanut butter')?.tags).not.toContain('dairy');
    expect(findIngredient('vegan butter')?.tags).not.toContain('dairy');
    expect(findIngredient('eggplant')?.tags).not.toContain('egg');
    expect(findIngredient('butternut squash')?.tags).not.toContain('dairy');
    expect(findIngredient('cream of tartar')?.tags).not.toContain('dairy');
    expect(findIngredient('buttermilk')?.name).toBe('buttermilk');
    expect(findIngredient('dairy-free ice cream')?.tags).not.toContain('dairy');
    expect(findIngredient('vegan worcestershire sauce')?.tags).not.toContain('fish');
    expect(findIngredient('beef sausage')?.tags).not.toContain('pork');
    expect(findIngredient('low-sodium vegetable stock')?.tags).not.toContain('high-sodium');
    expect(findIngredient('sugar-free syrup')?.tags).not.toContain('added-sugar');
    expect(findIngredient('cocoa butter')?.tags).not.toContain('dairy');
    expect(findIngredient('vegan bacon')?.tags).not.toContain('meat');
    expect(findIngredient('vegan cheese sauce')?.tags).not.toContain('dairy');
    expect(findIngredient('coconut whipped cream')?.tags).not.toContain('dairy');
    expect(findIngredient('vegetable suet')?.tags).not.toContain('animal-fat');
    expect(findIngredient('non-alcoholic wine')?.tags).not.toContain('alcohol');
    expect(findIngredient('vegan chorizo')?.tags).not.toContain('pork');
    expect(findIngredient('quorn mince')?.tags).toContain('egg');
    expect(findIngredient('cashew cheese')?.tags).toContain('tree-nut');
  });

  it('normalises names the same way for table and text', () => {
    expect(normaliseIngredientName('  Jalapeño Peppers! ')).toBe('jalapeno pepper');
    expect(normaliseIngredientName('All-Purpose Flour')).toBe('all purpose flour');
    expect(singularise('berries')).toBe('berry');
    expect(singularise('leaves')).toBe('leaf');
    expect(singularise('tomatoes')).toBe('tomato');
    expect(singularise('radishes')).toBe('radish');
    expect(singularise('olives')).toBe('olive');
    expect(singularise('hummus')).toBe('hummus');
    expect(singularise('glass')).toBe('glass');
  });
});
