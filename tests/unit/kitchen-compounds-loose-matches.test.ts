import { describe, expect, it } from 'vitest';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';

/**
 * Written blind: a loose match (an ending cut off, a compound's last part, a short name inside a long word) never
 * turns a dish or a food into an unrelated one: a dessert is no shellfish, a group of shellfish is no spirit. A word
 * the knowledge cannot place may stay unresolved (the closed world then flags it), but a wrong food is never given.
 */
function held(phrase: string): string[] {
  const food = resolveFood(phrase);
  return food ? [...food.tags, ...food.maybe] : [];
}

const SEAFOOD = ['fish', 'shellfish', 'crustacean', 'mollusc'];

describe('dishes and foods are not read as an unrelated food', () => {
  it.each([
    ['tiramisu', SEAFOOD],
    ['panna cotta', [...SEAFOOD, 'meat']],
    ['baklava', [...SEAFOOD, 'meat']],
    ['moussaka', ['fish', 'shellfish', 'alcohol']],
    ['ratatouille', [...SEAFOOD, 'meat', 'alcohol']],
    ['gazpacho', [...SEAFOOD, 'meat', 'alcohol']],
    ['hummus', [...SEAFOOD, 'meat', 'alcohol']],
    ['tabbouleh', [...SEAFOOD, 'meat', 'alcohol']],
    ['stroopwafels', [...SEAFOOD, 'meat', 'alcohol']],
    ['kanelbullar', [...SEAFOOD, 'meat', 'alcohol']],
    ['Apfelstrudel', [...SEAFOOD, 'meat']],
    ['profiteroles', [...SEAFOOD, 'meat', 'alcohol']],
    ['pierogi ruskie', [...SEAFOOD, 'alcohol']],
    ['knedlíky', [...SEAFOOD, 'alcohol']],
    ['lángos', [...SEAFOOD, 'alcohol']],
    ['börek', [...SEAFOOD, 'alcohol']],
    ['gnocchi', [...SEAFOOD, 'meat', 'alcohol']],
    ['meringue', [...SEAFOOD, 'meat', 'alcohol']],
    ['clafoutis', [...SEAFOOD, 'meat']],
    ['churros', [...SEAFOOD, 'meat', 'alcohol']],
    ['pastéis de nata', [...SEAFOOD, 'meat', 'alcohol']],
    ['onigiri', ['shellfish', 'alcohol', 'dairy']],
    ['martabak manis', [...SEAFOOD, 'alcohol']],
    ['semifreddo', [...SEAFOOD, 'meat']],
    ['blancmange', [...SEAFOOD, 'meat', 'alcohol']],
    ['cannelloni', [...SEAFOOD, 'alcohol']],
    ['crumble', [...SEAFOOD, 'meat', 'alcohol']],
    ['brigadeiro', [...SEAFOOD, 'meat', 'alcohol']],
  ])('"%s" holds none of %j', (phrase, absurd) => {
    const tags = held(phrase);
    for (const tag of absurd) expect(tags, `${phrase} → ${resolveFood(phrase)?.name}`).not.toContain(tag);
  });
});

describe('a group of foods is that group or nothing, never another food', () => {
  it.each([
    ['crustacés', 'crustacean'],
    ['Krebstiere', 'crustacean'],
    ['schaaldieren', 'crustacean'],
    ['kräftdjur', 'crustacean'],
    ['skorupiaki', 'crustacean'],
    ['mollusques', 'mollusc'],
    ['Weichtiere', 'mollusc'],
    ['fruits de mer', 'shellfish'],
    ['mariscos', 'shellfish'],
    ['frutti di mare', 'shellfish'],
    ['zeevruchten', 'shellfish'],
    ['Meeresfrüchte', 'shellfish'],
  ])('"%s" is %s or unresolved, never a spirit or another food', (phrase, tag) => {
    const food = resolveFood(phrase);
    if (food === undefined) return;
    const tags = [...food.tags, ...food.maybe];
    expect(tags, `${phrase} → ${food.name}`).not.toContain('alcohol');
    expect(tags, `${phrase} → ${food.name}`).toContain(tag);
  });
});

describe('a long word is not named by a short name inside it', () => {
  it.each([
    ['Sahnetorte', 'fish'],
    ['mandarinas', 'fish'],
    ['Kürbiskerne', 'alcohol'],
    ['clementines', 'alcohol'],
    ['bataten', 'meat'],
    ['tortillachips', 'fish'],
    ['marrasquino', 'fish'],
    ['salsify', 'meat'],
  ])('"%s" holds no %s', (phrase, tag) => {
    expect(held(phrase), `${phrase} → ${resolveFood(phrase)?.name}`).not.toContain(tag);
  });
});
