import { describe, expect, it } from 'vitest';
import { findIngredient } from '../../shared/kitchen/ingredients/lookup';
import type { DietTag } from '../../shared/kitchen/types';

function tagsOf(text: string): DietTag[] {
  const entry = findIngredient(text);
  if (!entry) throw new Error(`nothing found for "${text}"`);
  return entry.tags;
}

describe('non-kosher fish (no fins and scales) carry their own tag', () => {
  it.each([
    'catfish',
    '2 catfish fillets',
    'swai',
    'eel',
    'unagi',
    'swordfish steak',
    'monkfish',
    'shark',
    'sturgeon',
    'skate wing',
    'turbot',
    '1 tbsp caviar',
    'lumpfish roe',
  ])('%s', (text) => {
    const tags = tagsOf(text);
    expect(tags).toContain('fish');
    expect(tags).toContain('non-kosher-fish');
  });

  it.each(['salmon', 'cod', 'halibut', 'tilapia', 'salmon roe', 'sea bass', 'tuna', 'greenland turbot'])(
    '%s is fish but not tagged non-kosher',
    (text) => {
      const tags = tagsOf(text);
      expect(tags).toContain('fish');
      expect(tags).not.toContain('non-kosher-fish');
    },
  );
});

/** Lookups a reviewer found landing on the wrong entry or losing an allergen; each line: text, entry, tags it must carry. */
const RIGHT_ENTRY: [text: string, entry: string, tags: DietTag[]][] = [
  ['2 tbsp dukkah', 'dukkah', ['tree-nut', 'sesame']],
  ['furikake, to sprinkle', 'furikake', ['sesame', 'fish', 'soy']],
  ['3 tbsp ponzu sauce', 'ponzu', ['fish', 'soy']],
  ['2 tbsp amaretto', 'nut liqueur', ['tree-nut', 'alcohol']],
  ['1 tbsp Frangelico', 'nut liqueur', ['tree-nut', 'alcohol']],
  ['500 ml custard', 'custard', ['egg', 'dairy']],
  ['3 tbsp malted milk powder', 'malted milk powder', ['gluten', 'dairy']],
  ['1/4 cup malted milk', 'malted milk powder', ['gluten', 'dairy']],
  ['2 tbsp Ovaltine', 'malted chocolate drink powder', ['gluten', 'dairy']],
  ["1 tbsp brewer's yeast", 'brewers yeast', ['gluten']],
  ['100 g vermicelli', 'pasta', ['gluten']],
  ['200 g rice vermicelli', 'rice noodles', []],
  ['1 sheet puff pastry', 'puff pastry', ['dairy', 'gluten']],
  ['1 sheet vegan puff pastry', 'vegan puff pastry', ['gluten']],
  ['1 tsp krill oil', 'krill oil', ['shellfish']],
  ['1 can water chestnuts, sliced', 'water chestnut', []],
  ['200 g chestnuts', 'chestnuts', ['tree-nut']],
  ['250 ml pastry cream', 'custard', ['egg', 'dairy']],
  ['6 amaretti biscuits, crushed', 'amaretti', ['tree-nut', 'egg']],
  ['200 g shortbread', 'shortbread', ['dairy', 'gluten']],
  ['1 tsp diastatic malt powder', 'malt powder', ['gluten']],
  ['2 tbsp barley malt syrup', 'malt extract', ['gluten']],
  ['100 g bean thread vermicelli', 'glass noodles', []],
];

describe('lookups land on the right entry with its allergens', () => {
  it.each(RIGHT_ENTRY)('%s → %s', (text, name, tags) => {
    const entry = findIngredient(text);
    expect(entry?.name).toBe(name);
    for (const tag of tags) expect(entry?.tags).toContain(tag);
  });

  it('custard powder is egg- and dairy-free cornflour, unlike custard', () => {
    const tags = tagsOf('2 tbsp custard powder');
    expect(findIngredient('custard powder')?.name).toBe('custard powder');
    expect(tags).not.toContain('egg');
    expect(tags).not.toContain('dairy');
  });

  it('nutritional yeast stays gluten-free; vegan puff pastry and rice vermicelli carry no dairy or gluten they lack', () => {
    expect(tagsOf('nutritional yeast')).not.toContain('gluten');
    expect(tagsOf('vegan puff pastry')).not.toContain('dairy');
    expect(tagsOf('rice vermicelli')).not.toContain('gluten');
  });

  it('water chestnuts are no tree nut, shea butter is no dairy, krill oil is no plant oil', () => {
    expect(tagsOf('water chestnuts')).not.toContain('tree-nut');
    expect(tagsOf('shea butter')).not.toContain('dairy');
    expect(tagsOf('krill oil')).not.toContain('plant');
  });

  it('ginger ale and ginger beer (the soft drinks) are neither alcohol nor gluten', () => {
    for (const text of ['1 cup ginger ale', 'ginger beer']) {
      expect(tagsOf(text)).not.toContain('alcohol');
      expect(tagsOf(text)).not.toContain('gluten');
    }
  });
});
