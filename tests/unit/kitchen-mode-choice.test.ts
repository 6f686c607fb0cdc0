import { describe, expect, it } from 'vitest';
import { chooseMode, wordCount } from '../../shared/kitchen/mode';

describe('generation mode from the input text (signed-in §4)', () => {
  const table: [string, 'convert' | 'create' | 'surprise'][] = [
    ['lasagna', 'create'],
    ['vegan chocolate cake', 'create'],
    ['quick chicken curry with rice', 'create'],
    ['one two three four five', 'create'],
    ['one two three four five six', 'convert'],
    ['', 'create'],
    ['ingredients', 'convert'],
    ['pasta instructions', 'convert'],
    ['Ingredients: 2 eggs', 'convert'],
    ['Pancakes\nIngredients\n200 g flour\n2 eggs\nInstructions\nMix and fry.', 'convert'],
    ['Generate a complete, delicious recipe that fits these filters', 'surprise'],
    ['Please create a delicious dinner recipe', 'surprise'],
    ['make me something creative', 'surprise'],
    ['Surprise me', 'surprise'],
    ['a creative recipe', 'surprise'],
  ];
  it.each(table)('%j → %s', (text, mode) => {
    expect(chooseMode(text)).toBe(mode);
  });

  it('counts words across any whitespace', () => {
    expect(wordCount('  spag\tbol \n ')).toBe(2);
    expect(wordCount('   ')).toBe(0);
  });
});
