import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Blind: a colour word of a swapped food's name ("bruin bier", "dunkles Bier", "bière brune", "brown ale") names no food:
 * a step that says the colour ("bak het vlees bruin", "braun anbraten") is not a mention of the beer.
 */
const cases: readonly [text: string, step: string][] = [
  [
    'Stoofvlees\nVoor 4 personen\n\n1 kg runderlappen\n33 cl bruin bier\n2 uien\n\nBak het vlees bruin in de boter.\nBlus met het bier en stoof 3 uur.',
    'Bak het vlees bruin in de boter.',
  ],
  [
    'Gulasch\nFür 4 Personen\n\n1 kg Rindfleisch\n500 ml dunkles Bier\n2 Zwiebeln\n\nDas Fleisch rundum braun anbraten.\nMit dem Bier ablöschen und 2 Stunden schmoren.',
    'Das Fleisch rundum braun anbraten.',
  ],
  [
    'Beef and ale stew\nServes 4\n\n1 kg beef chuck\n500 ml brown ale\n2 onions\n\nBrown the beef in batches until dark brown.\nPour in the ale and simmer 3 hours.',
    'Brown the beef in batches until dark brown.',
  ],
];

describe('a colour word of a swapped food is no mention of it', () => {
  for (const [text, step] of cases) {
    it(text.split('\n')[0] as string, () => {
      const answer = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Gluten-Free'], avoidIngredients: [] });
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.recipe.instructions[0]).toBe(step);
    });
  }

  // Open (rewrite): the French step's "brune" is still read as the swapped "bière brune" by another path (byKnowledge).
  it.fails('Carbonade', () => {
    const [text, step] = CARBONADE;
    const answer = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Gluten-Free'], avoidIngredients: [] });
    expect(answer.ok && answer.recipe.instructions[0]).toBe(step);
  });
});

const CARBONADE: readonly [string, string] = [
  'Carbonade\nPour 4 personnes\n\n1 kg de paleron\n75 cl de bière brune\n2 oignons\n\nFaites colorer la viande jusqu’à ce qu’elle soit bien brune.\nMouillez avec la bière et laissez mijoter 3 heures.',
  'Faites colorer la viande jusqu’à ce qu’elle soit bien brune.',
];
