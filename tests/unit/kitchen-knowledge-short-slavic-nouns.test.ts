import { describe, expect, it } from 'vitest';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import '../../shared/kitchen/index';

/** Written before the engine ran: a three-letter noun in a Slavic case is that noun, never a longer food's vowel swap. */
describe('short Slavic nouns in a case form', () => {
  it.each(['špetka soli', 'szczypta soli', '1 łyżeczka soli', '2 lžičky soli'])('%s is salt, no fish', (line) => {
    const tags = analyseLine(line).tags;
    expect(tags.has('fish'), [...tags].join(',')).toBe(false);
    expect(analyseLine(line).food?.name ?? '').toMatch(/salt/);
  });
  it.each(['200 g ryżu', '100 g ryżu basmati'])('%s is rice', (line) => {
    expect(analyseLine(line).tags.has('grain') || analyseLine(line).tags.has('high-carb')).toBe(true);
  });
});
