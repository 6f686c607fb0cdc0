/**
 * Blind probe (written before running the engine on it): a line that counts what the shop sells ("1 Rolle
 * Blätterteig (275 g)", "2 Becher Sahne", "1 tub (500 g) Greek yoghurt") keeps its count, its container and its size when
 * its food is swapped: a cook buys one roll of the plant version, not "1 veganer Blätterteig". Several languages, three
 * phrasings or more.
 */
import { describe, expect, it } from 'vitest';
import { engineConversion } from '../support/kitchenLineChecks';

interface Case {
  line: string;
  /** Why the case still fails (run as an expected failure). */
  fails?: string;
  filters: string[];
  /** Words the converted line must still hold (container, size), lowercase. */
  keeps: string[];
  /** The original food's word, gone from the converted line. */
  gone: string;
  header: { ingredients: string; method: string; step: string };
}

const DE = { ingredients: 'Zutaten', method: 'Zubereitung', step: 'Alles verarbeiten und 25 Minuten backen.' };
const EN = { ingredients: 'Ingredients', method: 'Method', step: 'Mix everything and bake for 25 minutes.' };
const FR = { ingredients: 'Ingrédients', method: 'Préparation', step: 'Mélanger le tout et cuire 25 minutes.' };
const IT = { ingredients: 'Ingredienti', method: 'Preparazione', step: 'Mescolate tutto e cuocete 25 minuti.' };
const NL = { ingredients: 'Ingrediënten', method: 'Bereiding', step: 'Meng alles en bak 25 minuten.' };

const CASES: Case[] = [
  { line: '1 Rolle Blätterteig (275 g)', filters: ['Vegan'], keeps: ['1 rolle', '275 g'], gone: 'xx', header: DE },
  { line: '2 Becher Sahne (à 200 g)', filters: ['Dairy-Free'], keeps: ['2 becher', '200 g'], gone: 'sahne', header: DE },
  { line: '1 Beutel geriebener Käse (200 g)', filters: ['Vegan'], keeps: ['1 beutel', '200 g'], gone: 'xx', header: DE },
  { line: '1 tub (500 g) Greek yoghurt', filters: ['Vegan'], keeps: ['1 tub', '500 g'], gone: 'greek', header: EN },
  {
    line: '1 roll ready-rolled shortcrust pastry',
    filters: ['Vegan'],
    keeps: ['1 roll'],
    gone: 'xx',
    header: EN,
    fails: 'English "roll" is not read as a container: "4 crusty rolls" are bread',
  },
  { line: '2 tubs (150 g each) natural yoghurt', filters: ['Dairy-Free'], keeps: ['2 tubs', '150 g'], gone: 'natural yoghurt', header: EN },
  { line: '1 rouleau de pâte feuilletée', filters: ['Vegan'], keeps: ['1 rouleau'], gone: 'xx', header: FR },
  { line: '2 pots de yaourt nature', filters: ['Vegan'], keeps: ['2 pots'], gone: 'xx', header: FR },
  { line: '1 rotolo di pasta sfoglia', filters: ['Vegan'], keeps: ['1 rotolo'], gone: 'xx', header: IT },
  { line: '1 vasetto di yogurt bianco (125 g)', filters: ['Vegan'], keeps: ['1 vasetto', '125 g'], gone: 'xx', header: IT },
  { line: '1 beker kookroom (250 ml)', filters: ['Dairy-Free'], keeps: ['1 beker', '250 ml'], gone: 'xx', header: NL },
];

function recipe(c: Case): string {
  return ['Test', '', c.header.ingredients, c.line, '200 g Zucker', '', c.header.method, `1. ${c.header.step}`].join('\n');
}

describe('a counted container keeps its count, kind and size when its food is swapped (blind probe)', () => {
  for (const c of CASES) {
    (c.fails ? it.fails : it)(`${c.line} (${c.filters.join(', ')})${c.fails ? ` (fails: ${c.fails})` : ''}`, () => {
      const converted = engineConversion(recipe(c), c.filters);
      const first = converted.ingredients[0] ?? '';
      const lower = first.toLowerCase();
      expect(converted.substitutions?.length ?? 0, JSON.stringify(converted.ingredients)).toBeGreaterThan(0);
      for (const word of c.keeps) expect(lower, first).toContain(word);
      expect(lower).not.toContain(c.gone);
    });
  }
});
