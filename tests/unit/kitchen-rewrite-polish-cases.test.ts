/**
 * Issue 32: a substitute the engine puts into a Polish step takes the case the preposition before it asks ("z masłem" →
 * "z mlekiem owsianym", "do mleka" → "do mleka owsianego"), noun and adjectives alike; "z" becomes "ze" before a
 * cluster the language writes so ("ze śmietaną"). Written blind, before the function existed; where the form is not
 * regular (a masculine genitive: "oleju", "sera") the words stay as written. Tables: language/names/polishCase.ts.
 */
import { describe, expect, it } from 'vitest';
import { polishAgreement } from '../../shared/kitchen/language/polishCase';

const say = (before: string, name: string): string => {
  const out = polishAgreement(before, name);
  return `${out.before}${out.name}`;
};

describe('the instrumental after "z"', () => {
  const cases: [before: string, name: string, want: string][] = [
    ['Wymieszać z ', 'mleko owsiane', 'Wymieszać z mlekiem owsianym'],
    ['Połączyć z ', 'olej roślinny', 'Połączyć z olejem roślinnym'],
    ['Ogórki wymieszać z ', 'śmietana kokosowa', 'Ogórki wymieszać ze śmietaną kokosową'],
    ['Ziemniaki polać i wymieszać ze ', 'margaryna roślinna', 'Ziemniaki polać i wymieszać z margaryną roślinną'],
    ['Mąkę wymieszać z ', 'niesłodzone mleko sojowe', 'Mąkę wymieszać z niesłodzonym mlekiem sojowym'],
  ];
  for (const [before, name, want] of cases) it(`${before}+ ${name}`, () => expect(say(before, name)).toBe(want));
});

describe('the genitive after "do", "bez", "od"', () => {
  const cases: [before: string, name: string, want: string][] = [
    ['Dodać do ', 'mleko owsiane', 'Dodać do mleka owsianego'],
    ['Przygotować bez ', 'mąka pszenna', 'Przygotować bez mąki pszennej'],
    ['Do ', 'śmietana kokosowa', 'Do śmietany kokosowej'],
  ];
  for (const [before, name, want] of cases) it(`${before}+ ${name}`, () => expect(say(before, name)).toBe(want));
});

describe('where the form is not regular or the case not known, the words stay', () => {
  const cases: [before: string, name: string][] = [
    ['Dodać do ', 'jogurt sojowy'],
    ['Smażyć na ', 'olej roślinny'],
    ['Potem ', 'mleko owsiane'],
  ];
  for (const [before, name] of cases) it(`${before}+ ${name}`, () => expect(say(before, name)).toBe(`${before}${name}`));
});
