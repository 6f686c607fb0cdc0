import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { readMetaLine } from '../../shared/kitchen/parse/document/meta';

/**
 * Issue 31, fifth round: recipes in Ukrainian and Russian (headings, servings, times, units), messages copied out of a
 * chat (the time before the date), and Romanian durations ("20 de minute").
 */
const doc = (text: string) => parseRecipeDocument(text);
const linesOf = (text: string) => doc(text).ingredientGroups.flatMap((g) => g.lines);

describe('a recipe in Cyrillic: its headings, servings, times and units', () => {
  it.each([
    [
      'uk',
      'Сирники\nПорції: 4\nЧас приготування: 30 хв\n\nІнгредієнти:\n500 г сиру\n2 яйця\n3 ст. л. борошна\n2 ст. л. цукру\n\nПриготування:\n1. Змішати все.\n2. Сформувати сирники і смажити по 3 хвилини з кожного боку.',
      4,
    ],
    [
      'ru',
      'Оладьи\nПорции: 6\nВремя приготовления: 40 мин\n\nИнгредиенты:\n500 мл кефира\n2 яйца\n300 г муки\n1 ч. л. соды\n\nПриготовление:\n1. Смешать кефир с яйцами.\n2. Добавить муку и соду, жарить на сковороде.',
      6,
    ],
    [
      'uk',
      'Деруни\nНа 3 порції\n\nПродукти:\nКартопля — 1 кг\nЦибуля — 1 шт.\nЯйце — 1 шт.\nСіль — за смаком\n\nЯк приготувати:\n1. Натерти картоплю і цибулю.\n2. Смажити на олії до золотистої скоринки.',
      3,
    ],
  ])('%s: the list, the method and the servings', (_, text, servings) => {
    const d = doc(text);
    expect(d.servings).toBe(servings);
    expect(linesOf(text).length).toBe(4);
    expect(d.stepGroups.flatMap((g) => g.steps).length).toBe(2);
    expect(linesOf(text).some((l) => /Порц|Час|Время/.test(l.text))).toBe(false);
  });

  it.each([
    ['500 г сиру', 500, 'g'],
    ['3 ст. л. борошна', 3, 'tbsp'],
    ['1 ч. л. соды', 1, 'tsp'],
    ['2 зубчики часнику', 2, 'clove'],
  ])('"%s"', (line, quantity, unit) => {
    const read = linesOf(`Тест\n\nІнгредієнти:\n${line}\n2 яйця\n\nПриготування:\n1. Змішати все.`)[0];
    expect(read?.quantity).toBe(quantity);
    expect(read?.unit).toBe(unit);
  });
});

describe('messages copied out of a chat: the time before the date', () => {
  it.each([
    ['[19:02, 28/11/2026] Mormor: ', '[19:05, 28/11/2026] Ida: ', 'da'],
    ['[7:02 PM, 11/28/2026] Grandma: ', '[7:05 PM, 11/28/2026] Sam: ', 'en'],
    ['[19.02, 28.11.2026] Nonna: ', '[19.05, 28.11.2026] Giulia: ', 'it'],
  ])('%s', (cook, asker) => {
    const text = `${cook}500 g flour\n${cook}2 eggs\n${cook}300 ml milk\n${cook}Whisk everything and fry thin pancakes.\n${asker}thanks!! ❤️`;
    const d = doc(text);
    expect(linesOf(text).length).toBe(3);
    expect(d.stepGroups.flatMap((g) => g.steps)).toEqual(['Whisk everything and fry thin pancakes.']);
    const read = [
      d.title ?? '',
      d.description ?? '',
      ...linesOf(text).map((l) => l.text),
      ...d.stepGroups.flatMap((g) => g.steps),
      ...d.tips,
      ...d.notes,
    ];
    expect(read.join('\n')).not.toContain('thanks');
  });
});

describe('Romanian durations: "de" between twenty and more and the unit', () => {
  it.each([
    ['Timp de preparare: 25 de minute', 'prep', 25],
    ['Timp de gătire: 1 oră și 30 de minute', 'cook', 90],
    ['Timp total: 2 ore și 20 de minute', 'total', 140],
  ])('"%s"', (text, kind, minutes) => {
    expect(readMetaLine(text)?.times[kind as 'prep' | 'cook' | 'total']?.minutes).toBe(minutes);
  });
});
