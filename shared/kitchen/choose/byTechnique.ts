import { type AnalysedLine, analyseLine } from '../filters/lineTags';
import { type PhraseMatcher, phraseMatcher } from '../filters/phraseMatch';
import { rewriteLine } from '../filters/rewriteLine';
import { ROLE_TABLE } from '../filters/roles';
import { SUBSTITUTIONS } from '../filters/substitutions';
import type { SubstituteOption } from '../filters/substitutionTypes';
import { memoByText } from '../knowledge/textMemo';
import { sentencesOf } from '../parse/document/prose';
import { findFoodMentions } from '../resolve/findFoodMentions';
import { type CookingTraits, TECHNIQUE_PHRASES, type Technique, TRAITS_BY_ID, traitsOf } from '../traits/index';
import { foodOfLine } from './foodOfLine';
import { STAND_INS } from './standIns';

/** A substitute as chosen for a line: its new line, the name steps call it, and the cook's note. */
export interface Choice {
  line: AnalysedLine;
  name: string;
  note?: string;
}

const TECHNIQUE_WORDS: readonly (readonly [Technique, PhraseMatcher])[] = (
  Object.entries(TECHNIQUE_PHRASES) as [Technique, readonly string[]][]
).map(([technique, phrases]) => [technique, phraseMatcher(phrases)] as const);

/** Techniques the traits table has no substitute's answer for: separating has nothing to do once the food has no parts. */
const NOT_ASKED: ReadonlySet<Technique> = new Set(['separate']);

/** The techniques a sentence's words ask for (every line asks of the same method's sentences: each is read once). */
const techniquesIn = memoByText((sentence: string): readonly Technique[] =>
  TECHNIQUE_WORDS.filter(([, words]) => words.test(sentence)).map(([technique]) => technique),
);

const sentencesOfStep = memoByText((step: string): readonly string[] => sentencesOf(step));

/** A line's own words as one matcher, built once per set of words. */
const ownWords = memoByText((joined: string): PhraseMatcher => phraseMatcher(joined.split('\u0000')));

/** The row of a line's food. */
function traitsOfLine(line: AnalysedLine): CookingTraits | undefined {
  return (line.entry ? traitsOf(line.entry.name) : undefined) ?? traitsOf(foodOfLine(line.line, line.parsed.ingredient));
}

/** The rows a food is, with its parts' ("the yolks" are the eggs' too). */
function rowsOf(traits: CookingTraits): CookingTraits[] {
  return [traits, ...(traits.parts ?? []).flatMap((id) => TRAITS_BY_ID.get(id) ?? [])];
}

const canDo = (rows: readonly CookingTraits[], technique: Technique) => rows.some((row) => row.can.includes(technique));

/** The recipe's foods a sentence names, as traits rows (the knowledge finds them in any language). */
const rowsNamed = memoByText((sentence: string): readonly CookingTraits[] =>
  findFoodMentions(sentence).flatMap((m) => traitsOf(m.food.entry?.name ?? m.food.name) ?? traitsOf(m.text) ?? []),
);

/**
 * What the method asks of a line's food, by the traits table: a technique the food can do that a sentence naming it
 * (by its words, its row's names or its parts' words) asks for, or that a later sentence of the same step asks while
 * naming no other food that can do it, or that the method asks where no other food of the recipe can do it.
 */
export function techniquesAsked(line: AnalysedLine, method: readonly string[], recipe: readonly AnalysedLine[], title = ''): Technique[] {
  const traits = traitsOfLine(line);
  if (!traits) return [];
  const rows = rowsOf(traits);
  const steps = [title, ...method];
  // Only a technique the food can do is asked of it: a method that asks none of them needs no more reading.
  const askable = (technique: Technique) => !NOT_ASKED.has(technique) && canDo(rows, technique);
  if (!steps.some((step) => sentencesOfStep(step).some((sentence) => techniquesIn(sentence).some(askable)))) return [];
  const ids = new Set(rows.map((row) => row.id));
  const own = ownWords(
    [foodOfLine(line.line, line.parsed.ingredient).toLowerCase(), ...rows.flatMap((row) => [...row.names, ...(row.partWords ?? [])])].join(
      '\u0000',
    ),
  );
  const others = recipe.filter((l) => l !== line && !l.heading).flatMap((l) => traitsOfLine(l) ?? []);
  // Only where the food holds the dish together (no other food binds it: an omelette, a tortilla, a custard) is a
  // technique no other food can do its own; in a brownie the flour holds it, and 'until set' is the bake's cue.
  const holdsTheDish = !others.some((row) => !ids.has(row.id) && row.can.includes('bind'));
  const soleDoer = (technique: Technique) => holdsTheDish && !others.some((row) => !ids.has(row.id) && row.can.includes(technique));
  const asked = new Set<Technique>();
  // The dish's name asks as a step does ("Scrambled Eggs", "Uova strapazzate").
  for (const step of steps) {
    let carried = false;
    for (const sentence of sentencesOfStep(step)) {
      const named = rowsNamed(sentence);
      const names = own.test(sentence) || named.some((row) => ids.has(row.id));
      if (names) carried = true;
      for (const technique of techniquesIn(sentence)) {
        if (!askable(technique)) continue;
        const otherDoer = named.some((row) => !ids.has(row.id) && row.can.includes(technique));
        if (names || (!otherDoer && (carried || soleDoer(technique)))) asked.add(technique);
      }
    }
  }
  return [...asked];
}

function optionName(option: SubstituteOption, original: string): string {
  return typeof option.name === 'function' ? option.name(original) : option.name;
}

/** Every substitute the tables offer for a line's food: the stand-ins by technique, its roles' and its rules' options. */
function optionsFor(line: AnalysedLine, traits: CookingTraits, method: string): { option: SubstituteOption; base: string }[] {
  const original = (line.parsed.ingredient || line.line).toLowerCase();
  const heads = [original, ...(line.entry ? [line.entry.name] : [])];
  const out: { option: SubstituteOption; base: string }[] = [];
  for (const id of [traits.id, ...(traits.parent ? [traits.parent] : [])])
    for (const option of STAND_INS[id] ?? []) out.push({ option, base: original });
  for (const head of heads) {
    for (const family of ROLE_TABLE)
      if (family.match.test(head)) for (const role of family.roles) for (const option of role.options) out.push({ option, base: head });
    for (const rule of SUBSTITUTIONS) {
      if (!rule.match.test(head)) continue;
      for (const option of rule.options)
        if (!(option.when && !option.when.test(method)) && !option.unless?.test(method)) out.push({ option, base: head });
    }
  }
  return out;
}

/**
 * The choice, checked against what the method does with the food: where the chosen substitute's traits cannot do a
 * technique the method asks of the food (whip, set, scramble, emulsify), the first substitute the tables offer whose
 * traits can do them all and whose line `fits` the filters. The choice stands where none can.
 */
export function choiceForTechnique(
  line: AnalysedLine,
  chosen: Choice | undefined,
  method: readonly string[],
  recipe: readonly AnalysedLine[],
  fits: (candidate: AnalysedLine) => boolean,
  title = '',
): Choice | undefined {
  if (!chosen) return chosen;
  const asked = techniquesAsked(line, method, recipe, title);
  if (asked.length === 0) return chosen;
  // How many of the asked techniques a substitute can do: the choice stands unless another can do them all.
  const done = (name: string) => {
    const traits = traitsOf(name);
    return traits === undefined ? 0 : asked.filter((technique) => traits.can.includes(technique)).length;
  };
  const able = (name: string) => done(name) === asked.length;
  if (able(chosen.name)) return chosen;
  const traits = traitsOfLine(line);
  if (!traits) return chosen;
  const original = (line.parsed.ingredient || line.line).toLowerCase();
  for (const { option, base } of optionsFor(line, traits, method.join(' '))) {
    const name = optionName(option, base);
    if (name.toLowerCase() === original || !able(name)) continue;
    const candidate = analyseLine(rewriteLine(line, option, base));
    if (fits(candidate)) return { line: candidate, name, ...(option.note ? { note: option.note } : {}) };
  }
  return chosen;
}
