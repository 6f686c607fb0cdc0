import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/engine';

/** Foods sold in a free-from version are swapped for it, not refused; the rest get a real substitute. */
const BIBIMBAP = `Kimchi Rice Bowls
Serves 2
Ingredients
- 300 g cooked rice
- 150 g kimchi, chopped
- 2 tbsp gochujang
- 1 tbsp kecap manis
- 8 dumpling wrappers
Instructions
1. Fry the kimchi, then stir in the rice, gochujang and kecap manis.
2. Steam the dumpling wrappers and serve alongside.`;

function convert(filters: string[]) {
  const r = generateLocally({ originalRecipe: BIBIMBAP, filters, mode: 'convert', consent: true });
  if (!r.ok) throw new Error(r.error);
  return r.recipe;
}

describe('free-from products', () => {
  it('Vegan: vegan kimchi and egg-free dumpling wrappers instead of a refusal', () => {
    const r = convert(['Vegan']);
    const lines = r.ingredients.join('\n').toLowerCase();
    expect(lines).toMatch(/vegan kimchi/);
    expect(lines).toMatch(/dumpling wrappers/);
    expect(r.compliance?.compliant).toBe(true);
  });

  it('Gluten-Free: gluten-free gochujang, kecap manis and dumpling wrappers', () => {
    const lines = convert(['Gluten-Free']).ingredients.join('\n').toLowerCase();
    expect(lines).toContain('gluten-free gochujang');
    expect(lines).toContain('gluten-free kecap manis');
    expect(lines).toMatch(/gluten-free dumpling wrappers/);
  });

  it('Sugar-Free: harissa for gochujang and tamari for kecap manis, each with its note', () => {
    const r = convert(['Sugar-Free']);
    const lines = r.ingredients.join('\n').toLowerCase();
    expect(lines).toContain('harissa');
    expect(lines).toContain('tamari');
    expect(lines).not.toMatch(/gochujang|kecap manis/);
  });
});
