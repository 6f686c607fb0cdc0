import type { ComplianceViolation, StructuredRecipe } from '../../schemas/structuredRecipe';
import { checkOutput } from '../check/checkOutput';
import { lineViolations, resolveFilters } from '../compliance';
import { type AnalysedLine, analyseLine } from '../filters/lineTags';
import { applyQualifiers } from '../filters/qualifiers';
import { currentLexicon } from '../knowledge/store';
import { resolveFood } from '../resolve/resolveFood';
import type { DietTag } from '../types';
import { withElisionsFixed } from './agreement';
import { detectRecipeLanguage } from './detect';
import type { LocalLanguage } from './languages';
import { type LocaliseScope, localiseText } from './localiseText';
import { QUALIFIER_NAMES } from './names/qualifiers';
import { type Term, termsOf } from './terms';

export interface LocaliseRequest {
  /** The recipe as the cook pasted it: its language, and its own words, which are never replaced. */
  text: string;
  filters: readonly string[];
  avoid: readonly string[];
}

/** Does the localised line read as a food the filters allow, wherever the English line did? */
export function readsAsSafe(english: string, local: string, request: LocaliseRequest, tagsOfRecipe: ReadonlySet<DietTag>): boolean {
  const { rules } = resolveFilters(request.filters);
  const before = analyseLine(english);
  const after = analyseLine(local);
  if (before.identified && !after.identified) return false;
  // The same verdict, not a kinder one: a localised name must not hide what the English one was flagged for.
  const verdict = (line: typeof before) =>
    lineViolations(line, rules, request.avoid, tagsOfRecipe)
      .map((v) => `${v.filter}\u0000${v.rule}`)
      .sort()
      .join('\u0001');
  if (verdict(after) !== verdict(before)) return false;
  // No word of the localised line may, read alone, be a food the filters forbid: "vegane Butter", "növényi
  // vaj" are plant butters, but a reader (or a checker) scanning for "Butter" finds it; the English name stays.
  // A word inside a name the knowledge reads whole as a food of the ontology of the word's own kind is that food's
  // ("caldo" of "caldo de verduras": a vegetable stock is a kind of stock); a plant milk is no kind of milk, and "mléko"
  // of "ovesné mléko" read alone is still milk.
  const name = after.parsed.ingredient || local;
  const whole = resolveFood(name);
  const named = whole?.id !== undefined && whole.span.text.toLowerCase() === name.trim().toLowerCase() && name.includes(' ');
  // A plant word of the name clears what the word alone would be ("vegane Butter", "növényi vaj", "burro vegetale"):
  // the knowledge reads the name's qualifiers on the word as it reads them on a line.
  const violates = (line: AnalysedLine) =>
    lineViolations(line, rules, request.avoid, tagsOfRecipe).some((v) => !v.rule.startsWith('not verified'));
  const compounds = hyphenCompounds(local);
  return wordsOf(local).every((word) => {
    if (named && name.toLowerCase().includes(word) && isKindOfWord(whole?.id, word)) return true;
    // A word of a hyphenated compound the knowledge reads whole ("Leinsamen-Eier" is a flax egg) is that compound's.
    if (compounds.some((c) => c.words.includes(word) && !violates(analyseLine(c.text)))) return true;
    const alone = analyseLine(word);
    if (!violates(alone)) return true;
    const qualified = applyQualifiers(name, new Set(alone.tags));
    return qualified.size < alone.tags.size && !violates({ ...alone, tags: qualified });
  });
}

/**
 * The local line says the removed food's own word outside any one food's name ("zumo de uva blanca con un chorrito de
 * vinagre" for "vinagre de Jerez"): a cook reads the removed food as still there, so the English name stays. A word
 * inside the food the knowledge reads the name as ("leche de avena" for "leche", "glutenfreie Nudeln") is that food's.
 */
function namesRemovedFood(local: string, original: string | undefined): boolean {
  if (original === undefined) return false;
  const removed = resolveFood(analyseLine(original).parsed.ingredient || original);
  const lexicon = currentLexicon();
  const food = removed?.id === undefined ? undefined : lexicon?.byOntologyId(removed.id);
  if (!lexicon || !food) return false;
  const name = analyseLine(local).parsed.ingredient || local;
  // The words outside the food the knowledge reads the name as ("glutenfreie Nudeln" is pasta, all of it).
  const food0 = resolveFood(name);
  const lower = name.toLowerCase();
  const at = food0 ? lower.indexOf(food0.span.text.toLowerCase()) : -1;
  const outside = at < 0 ? lower : `${lower.slice(0, at)} ${lower.slice(at + (food0?.span.text.length ?? 0))}`;
  const own = new Set(wordsOf(original));
  return wordsOf(outside).some((word) => {
    if (!own.has(word)) return false;
    const kind = resolveFood(word);
    const entry = kind?.id === undefined || kind.span.text.length !== word.length ? undefined : lexicon.byOntologyId(kind.id);
    return entry !== undefined && (entry.index === food.index || lexicon.isUnder(food.index, entry.index));
  });
}

/** The hyphenated words of a line the knowledge reads whole as one food ("Leinsamen-Eier", "Chia-Ei"), with their words. */
function hyphenCompounds(text: string): { text: string; words: string[] }[] {
  const out: { text: string; words: string[] }[] = [];
  for (const token of text.split(' ')) {
    const bare = [...token].filter((c) => c === '-' || c.toLowerCase() !== c.toUpperCase()).join('');
    if (!bare.includes('-')) continue;
    const food = resolveFood(bare);
    if (food?.id !== undefined && food.span.text.length === bare.length) out.push({ text: bare, words: wordsOf(bare) });
  }
  return out;
}

/** The food `id` is of the kind the word alone names in the ontology ("en:vegetable broth" of "caldo", en:broth). */
function isKindOfWord(id: string | undefined, word: string): boolean {
  const lexicon = currentLexicon();
  const kind = resolveFood(word)?.id;
  if (!lexicon || id === undefined || kind === undefined || kind === id) return false;
  const food = lexicon.byOntologyId(id);
  const parent = lexicon.byOntologyId(kind);
  return food !== undefined && parent !== undefined && lexicon.isUnder(food.index, parent.index);
}

function wordsOf(text: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const c of `${text.toLowerCase()} `) {
    if (c.toLowerCase() !== c.toUpperCase()) word += c;
    else {
      if (word.length >= 3) out.push(word);
      word = '';
    }
  }
  return out;
}

/**
 * A line the engine wrote, in the recipe's language as far as the knowledge reads it as safe: a name it would read as
 * a forbidden or unknown food ("Leinsamen-Eier" read as eggs) is kept in English, the rest still localised.
 */
function localisedLine(line: string, scope: LocaliseScope, safe: (local: string) => boolean): { local: string; said: Map<string, string> } {
  const kept = new Set<string>();
  const second = new Set<string>();
  const hasSecond = (english: string) => termsOf(scope.language).names.some((t) => t.english === english && t.instead !== undefined);
  for (;;) {
    const said = new Map<string, string>();
    const local = localiseText(line, scope, 'line', said, { kept, second });
    if (local === line || safe(local)) return { local, said };
    const terms = [...said.keys()].filter((english) => !kept.has(english));
    // Every name kept in English: the line as the engine wrote it, with an elision its words no longer take written out.
    if (terms.length === 0) return { local: withElisionsFixed(scope.language, line), said: new Map() };
    // The one name whose English makes the line safe, or else the first, is said by its second name where it has
    // one, else kept in English; then the line is read again.
    const culprit = terms.find((english) =>
      safe(localiseText(line, scope, 'line', new Map(), { kept: new Set([...kept, english]), second })),
    );
    const name = culprit ?? (terms[0] as string);
    if (hasSecond(name) && !second.has(name)) second.add(name);
    else kept.add(name);
  }
}

/** The lines of the list the engine wrote (not found in the pasted text), each in the recipe's language where it reads as safe. */
function localisedLines(
  recipe: StructuredRecipe,
  scope: LocaliseScope,
  request: LocaliseRequest,
  said: Map<string, string>,
  english: ReadonlySet<string>,
) {
  const lines = new Map<string, string>();
  let tags: Set<DietTag> | undefined;
  for (const line of recipe.ingredients) {
    if (lines.has(line) || scope.originalLower.includes(line.toLowerCase())) continue;
    if (english.has(line)) {
      // Given back in English: still with the elision its words take ("d’dairy-free" → "de dairy-free").
      const elided = withElisionsFixed(scope.language, line);
      if (elided !== line) lines.set(line, elided);
      continue;
    }
    const original = recipe.substitutions?.find((s) => s.replacement === line)?.original;
    const safe = (local: string) => {
      tags ??= new Set(recipe.ingredients.flatMap((l) => [...analyseLine(l).tags]));
      return readsAsSafe(line, local, request, tags) && !namesRemovedFood(local, original);
    };
    const { local, said: mine } = localisedLine(line, scope, safe);
    if (local === line) continue;
    lines.set(line, local);
    for (const [english, localWords] of mine) said.set(english, localWords);
  }
  return lines;
}

function localised(
  recipe: StructuredRecipe,
  language: LocalLanguage,
  request: LocaliseRequest,
  english: ReadonlySet<string> = new Set(),
): StructuredRecipe {
  const scope: LocaliseScope = { language, original: request.text, originalLower: request.text.toLowerCase() };
  const said = new Map<string, string>();
  const lines = localisedLines(recipe, scope, request, said, english);
  if (lines.size === 0) return recipe;
  // The method, the title and the headings say what the list says: only the phrases the list's new lines hold.
  const inserted = [...said.keys()];
  // A step may say the name in the plural its original food had ("as natas" → "the coconut creams"): the same local name.
  const pairs: Term[] = inserted
    .filter((english) => english.includes(' '))
    .flatMap((english) => {
      const local = said.get(english) ?? english;
      return english.endsWith('s')
        ? [{ english, local }]
        : [
            { english, local },
            { english: `${english}s`, local },
          ];
    })
    .sort((x, y) => y.english.length - x.english.length);
  // A name inside a longer one the list says ("soy milk" of "unsweetened soy milk") is said too; a qualifier only where
  // the list said it on its own ("unsweetened" of "unsweetened soy milk" is that name's, not the word before another food).
  const allowed = (english: string) =>
    QUALIFIER_NAMES[english] ? said.has(english) : inserted.some((phrase) => `${phrase}s`.includes(english.toLowerCase()));
  const sentence = (text: string) => localiseText(text, scope, 'sentence', new Map(), { allowed, pairs });
  // A title leads with the filters' names (the app's words): only the substitutes' names are said in the language.
  const title = (text: string) =>
    localiseText(text, scope, 'sentence', new Map(), { allowed: (e) => allowed(e) && !QUALIFIER_NAMES[e], pairs });
  const line = (text: string) => lines.get(text) ?? text;
  return {
    ...recipe,
    recipeName: title(recipe.recipeName),
    ingredients: recipe.ingredients.map(line),
    ...(recipe.ingredientGroups
      ? { ingredientGroups: recipe.ingredientGroups.map((g) => ({ heading: sentence(g.heading), ingredients: g.ingredients.map(line) })) }
      : {}),
    instructions: recipe.instructions.map(sentence),
    ...(recipe.substitutions ? { substitutions: recipe.substitutions.map((s) => ({ ...s, replacement: line(s.replacement) })) } : {}),
    // A line's violation names the line as the list now says it.
    ...(recipe.compliance
      ? {
          compliance: {
            ...recipe.compliance,
            violations: recipe.compliance.violations.map((v) => ({ ...v, ingredient: line(v.ingredient) })),
          },
        }
      : {}),
  };
}

/**
 * A converted recipe in the language it was written in: the substitutes the engine named in English ("600 g de firm
 * tofu", "Junte o firm tofu") said as that language's cooks say them ("tofu firme"), in the list, the method, the
 * title and the headings; the recipe's own words, the tips and the notices (the app's language) stay as they are.
 * Run after the engine has chosen, rewritten, scaled and checked, on its English names. A localised line that the
 * knowledge would read otherwise than the English one stays English, and so does a recipe the check would read otherwise.
 */
export function localiseRecipe(recipe: StructuredRecipe, request: LocaliseRequest): StructuredRecipe {
  return localiseChecked(recipe, request).recipe;
}

/** The localised recipe as `localiseRecipe` makes it, with the output check's answer on it when one was read on the way. */
export interface LocalisedRecipe {
  recipe: StructuredRecipe;
  /** `checkOutput(recipe, { filters, avoid })` of the request, where the localiser asked it already (speed only). */
  found?: ComplianceViolation[];
}

export function localiseChecked(recipe: StructuredRecipe, request: LocaliseRequest): LocalisedRecipe {
  const language = detectRecipeLanguage(request.text);
  if (language === 'en') return { recipe };
  const named = language === 'id' ? { recipe } : localisedNames(recipe, language, request);
  if (DECIMAL_POINT_LANGUAGES.has(language)) return named;
  const commas = withDecimalCommas(named.recipe, request.text);
  // The check reads the same text where no decimal point was written as a comma.
  return named.found && sameText(commas, named.recipe) ? { recipe: commas, found: named.found } : { recipe: commas };
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, i) => line === b[i]);
}

/** The lines `withDecimalCommas` may rewrite, unchanged. */
function sameText(a: StructuredRecipe, b: StructuredRecipe): boolean {
  const groups = (r: StructuredRecipe) => (r.ingredientGroups ?? []).flatMap((g) => g.ingredients);
  return sameLines(a.ingredients, b.ingredients) && sameLines(a.instructions, b.instructions) && sameLines(groups(a), groups(b));
}

/** Languages whose cooks write a decimal point; the others write a comma ("12,5 cl") (data). */
const DECIMAL_POINT_LANGUAGES: ReadonlySet<string> = new Set(['en']);

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

/** The text with a decimal point between digits written as a comma, unless the cook wrote that number so. */
function decimalCommas(text: string, original: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c !== '.' || !isDigit(text.charAt(i - 1)) || !isDigit(text.charAt(i + 1))) {
      out += c;
      continue;
    }
    let from = i - 1;
    while (from > 0 && isDigit(text.charAt(from - 1))) from--;
    let to = i + 1;
    while (to < text.length && isDigit(text.charAt(to))) to++;
    out += original.includes(text.slice(from, to)) ? c : ',';
  }
  return out;
}

/** The amounts the engine wrote with a decimal point ("12.5 cl" once scaled), in the recipe's own way ("12,5 cl"). */
function withDecimalCommas(recipe: StructuredRecipe, original: string): StructuredRecipe {
  const say = (text: string) => decimalCommas(text, original);
  return {
    ...recipe,
    ingredients: recipe.ingredients.map(say),
    ...(recipe.ingredientGroups
      ? { ingredientGroups: recipe.ingredientGroups.map((g) => ({ ...g, ingredients: g.ingredients.map(say) })) }
      : {}),
    instructions: recipe.instructions.map(say),
  };
}

function localisedNames(recipe: StructuredRecipe, language: LocalLanguage, request: LocaliseRequest): LocalisedRecipe {
  const local = localised(recipe, language, request);
  if (local === recipe || (request.filters.length === 0 && request.avoid.length === 0)) return { recipe: local };
  // The check reads the localised recipe as it read the English one: a name that shares a word with the food it
  // replaced ("ovesné mléko" for "mléka") would make a step the engine left unchanged read as the substitute.
  const options = { filters: request.filters, avoid: request.avoid };
  const checked = new Map<StructuredRecipe, ComplianceViolation[]>();
  const verdict = (r: StructuredRecipe) => {
    const found = checkOutput(r, options);
    checked.set(r, found);
    return found
      .map((v) => `${v.filter}\u0000${v.rule}`)
      .sort()
      .join('\u0001');
  };
  const answer = (r: StructuredRecipe): LocalisedRecipe => {
    const found = checked.get(r);
    return found ? { recipe: r, found } : { recipe: r };
  };
  const wanted = verdict(recipe);
  if (verdict(local) === wanted) return answer(local);
  // Lines are given back in English, one alone first, then one more at a time, until the check reads the recipe as it did.
  const changed = recipe.ingredients.filter((line) => !local.ingredients.includes(line));
  for (const line of changed) {
    const fewer = localised(recipe, language, request, new Set([line]));
    if (fewer !== recipe && verdict(fewer) === wanted) return answer(fewer);
  }
  const english = new Set<string>();
  for (const line of changed) {
    english.add(line);
    const fewer = localised(recipe, language, request, english);
    if (fewer === recipe) return answer(recipe);
    if (verdict(fewer) === wanted) return answer(fewer);
  }
  return answer(recipe);
}
