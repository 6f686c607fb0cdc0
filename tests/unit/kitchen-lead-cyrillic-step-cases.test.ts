import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen';

/**
 * Blind probe (lead, written before running the engine): a method in Russian or Ukrainian names butter that the list
 * does not hold, in a case of both words (instrumental "сливочным маслом", prepositional "в сливочном масле", dative
 * "сливочному маслу"), while the list holds an oil, whose word "масло" is the butter's head. Under Vegan the step
 * names a dairy food the list never swapped: it must be flagged, never called compliant as if it were the listed oil.
 */
function compliant(recipe: string): boolean | undefined {
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters: ['Vegan'] } as never);
  if (!result.ok) throw new Error(result.error);
  return result.recipe.compliance?.compliant;
}

describe('Cyrillic method words in a case are read as the food they name', () => {
  it('Russian instrumental: greasing with butter the list does not hold', () => {
    expect(
      compliant(
        'Блинчики\nИнгредиенты:\nМука — 200 г\nВода — 400 мл\nРастительное масло — 2 ст. л.\nПриготовление:\n1. Смешайте муку, воду и растительное масло.\n2. Жарьте, смазывая сковороду сливочным маслом.',
      ),
    ).toBe(false);
  });
  it('Russian prepositional: frying in butter the list does not hold', () => {
    expect(
      compliant(
        'Картофель\nИнгредиенты:\nКартофель — 500 г\nПодсолнечное масло — 2 ст. л.\nПриготовление:\nОбжарьте картофель на подсолнечном масле, в конце прогрейте в сливочном масле.',
      ),
    ).toBe(false);
  });
  it('Russian dative: butter added at the end', () => {
    expect(
      compliant(
        'Каша\nИнгредиенты:\nГречка — 200 г\nВода — 400 мл\nРастительное масло — 1 ст. л.\nПриготовление:\nСварите гречку в воде с растительным маслом, а перед подачей дайте сливочному маслу растаять сверху.',
      ),
    ).toBe(false);
  });
  it('Ukrainian instrumental: served with melted butter', () => {
    expect(
      compliant(
        'Деруни\nІнгредієнти:\nКартопля — 1 кг\nОлія — 3 ст. л.\nПриготування:\nСмажте деруни на олії, подавайте з розтопленим вершковим маслом.',
      ),
    ).toBe(false);
  });
  it('a listed oil named in its own case stays fine', () => {
    expect(
      compliant(
        'Салат\nИнгредиенты:\nОгурцы — 2 шт.\nПодсолнечное масло — 2 ст. л.\nСоль — щепотка\nПриготовление:\nНарежьте огурцы, посолите и заправьте подсолнечным маслом.',
      ),
    ).toBe(true);
  });
});
