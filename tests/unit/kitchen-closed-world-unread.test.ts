import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL, checkCompliance, NOT_VERIFIED, unverifiedLines, unverifiedNotices } from '../../shared/kitchen/compliance';

/**
 * The closed world where a line or an avoid-list entry is only partly read. Written blind, before running them.
 * - A list line naming two foods whose first one nothing reads ("šlehačka a plátek citronu") is not verified, though
 *   its other food is known; a part after the food that says how much or how it is used ("a piacere") is no food.
 * - An avoid-list entry nothing reads may be in any line: every list line is named "not verified", and the card
 *   keeps one notice per entry, not one per line.
 */
const unverified = (line: string, filters: string[]) => [
  ...unverifiedLines([line], filters, []).filter((v) => v.rule.startsWith(NOT_VERIFIED)),
  // A compound read by its head ("…creme") is that food: named outright, not left to a label.
  ...checkCompliance({ ingredients: [line], instructions: [], servings: 2 }, { filters }),
];

describe('a line whose first food nothing reads is not verified', () => {
  it.each([
    ['šlehačka a plátek citronu', 'Dairy-Free'],
    ['Zwurbelcreme und 2 Äpfel', 'Vegan'],
    ['kvorkasalsa y 2 tomates', 'Vegan'],
    ['1 dl plumsoppa och 2 äpplen', 'Gluten-Free'],
  ])('"%s" under %s', (line, filter) => {
    expect(unverified(line, [filter]).length).toBeGreaterThan(0);
  });

  it.each([
    ['sale e pepe a piacere', 'Vegan'],
    ['sal y pimienta a gusto', 'Vegan'],
    ['zout en peper naar smaak', 'Vegan'],
    ['pimenta-do-reino e sal a gosto', 'Dairy-Free'],
  ])('"%s" under %s is read whole', (line, filter) => {
    expect(unverified(line, [filter])).toEqual([]);
  });
});

describe('an avoid-list entry nothing reads names every list line', () => {
  const lines = ['200 g butter', '2 eggs', '1 tsp salt'];
  it.each([['zorblat'], ['qwertine allergy'], ['blorpex (intolerance)']])('"%s"', (avoid) => {
    const found = unverifiedLines(lines, [], [avoid]);
    for (const line of lines) expect(found.some((v) => v.ingredient === line && v.filter === AVOID_LIST_LABEL)).toBe(true);
    expect(unverifiedNotices(found)).toHaveLength(1);
  });
});
