import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/engine';
import { findFoodMentions } from '../../shared/kitchen/resolve/findFoodMentions';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';

/**
 * Written blind (before running the engine on them): in the compounding languages (German, Dutch, Swedish, Danish,
 * Norwegian) a word whose first part is a food ("ansjovisspadet", "Sardellenbutter", "kipbouillon") holds that food,
 * also with a definite or plural ending after its last part. The knowledge reads it so, the output check finds it in
 * a step, and a step that keeps it under an avoid list or filter that forbids the first part is never compliant.
 */

describe('a compound whose first part is a food holds it', () => {
  it.each([
    ['ansjovisspadet', 'fish'],
    ['ansjovisspad', 'fish'],
    ['Sardellenbutter', 'fish'],
    ['kipbouillon', 'poultry'],
    ['Hühnerbrühe', 'poultry'],
    ['sillspadet', 'fish'],
  ])('"%s" is %s', (word, tag) => {
    const food = resolveFood(word);
    expect(food).toBeDefined();
    expect([...(food?.tags ?? []), ...(food?.maybe ?? [])]).toContain(tag);
  });

  it.each([
    ['Häll över lite av ansjovisspadet.', 'fish'],
    ['Die Sardellenbutter auf dem Fleisch verteilen.', 'fish'],
    ['Giet de kipbouillon erbij en laat tien minuten koken.', 'poultry'],
    ['Hæld sildespadet fra over kartoflerne.', 'fish'],
  ])('a step "%s" names a food with %s', (text, tag) => {
    const found = findFoodMentions(text);
    expect(found.some((m) => m.food.tags.has(tag as never) || m.food.maybe.has(tag as never))).toBe(true);
  });
});

const CASES: { name: string; text: string; avoid: string[]; filters: string[]; forbidden: RegExp }[] = [
  {
    name: 'Swedish anchovy brine, avoid fisk',
    text: `Potatisgratäng med ansjovis
4 portioner

800 g potatis
1 gul lök
1 burk ansjovis
3 dl grädde

1. Skiva potatis och lök.
2. Varva potatis, lök och ansjovis i en form.
3. Häll över lite av ansjovisspadet och sedan grädden.
4. Grädda i ugnen 40 minuter.`,
    avoid: ['fisk'],
    filters: [],
    forbidden: /ansjovis/i,
  },
  {
    name: 'German anchovy butter, avoid Fisch',
    text: `Steak mit Sardellenbutter
2 Personen

2 Rindersteaks
4 Sardellenfilets
50 g Butter
Salz

1. Sardellen fein hacken und mit der Butter verkneten.
2. Steaks braten und salzen.
3. Die Sardellenbutter auf den Steaks verteilen und servieren.`,
    avoid: ['Fisch'],
    filters: [],
    forbidden: /sardelle/i,
  },
  {
    name: 'Dutch chicken stock, Vegetarian',
    text: `Groentesoep
4 personen

2 wortels
1 prei
1 kipfilet
1 liter water

1. Snijd de groenten en de kipfilet klein.
2. Giet de kipbouillon erbij en laat tien minuten koken.
3. Serveer warm.`,
    avoid: [],
    filters: ['Vegetarian'],
    forbidden: /\bkip/i,
  },
];

describe('a step that keeps such a compound is never compliant', () => {
  it.each(CASES)('$name', ({ text, avoid, filters, forbidden }) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: avoid });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const recipe = result.recipe;
    const kept = recipe.instructions.filter((step) => forbidden.test(step));
    if (kept.length > 0) {
      expect(recipe.compliance?.compliant).toBe(false);
      expect((recipe.compliance?.violations ?? []).some((v) => forbidden.test(v.ingredient))).toBe(true);
    }
  });
});

const BRINES: { name: string; text: string; avoid: string[]; brine: RegExp }[] = [
  {
    name: 'Swedish, anchovy brine',
    text: `Ansjovisgratäng
4 portioner

800 g potatis
1 burk ansjovis
3 dl grädde

1. Varva potatis och ansjovis i en form.
2. Häll över ansjovisspadet och grädden.
3. Grädda i ugnen 40 minuter.`,
    avoid: ['ansjovis'],
    brine: /ansjovisspad/i,
  },
  {
    name: 'Danish, herring brine',
    text: `Kartoffelsalat med sild
4 personer

800 g kartofler
1 glas sild
1 rødløg

1. Kog kartoflerne og skær dem i skiver.
2. Skær silden i stykker og bland med kartofler og løg.
3. Hæld lidt af sildelagen over salaten.`,
    avoid: ['sild'],
    brine: /sildelage/i,
  },
  {
    name: 'German, herring brine',
    text: `Kartoffelsalat mit Hering
4 Personen

800 g Kartoffeln
4 Heringe
1 rote Zwiebel

1. Kartoffeln kochen und in Scheiben schneiden.
2. Heringe in Stücke schneiden und mit Kartoffeln und Zwiebel mischen.
3. Etwas Heringslake darübergeben.`,
    avoid: ['Hering'],
    brine: /heringslake/i,
  },
];

describe('the brine or powder of a food the avoid list swapped goes with the swap', () => {
  it.each(BRINES)('$name', ({ text, avoid, brine }) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: [], avoidIngredients: avoid });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const kept = result.recipe.instructions.filter((step) => brine.test(step));
    if (kept.length > 0) expect(result.recipe.compliance?.compliant).toBe(false);
    expect(kept).toEqual([]);
  });
});
