import { AI_PATH_TEXTS } from '../../../shared/domain/aiPathTexts';
import { checkCompliance, type EndingLanguage, guessTextLanguage, isForeignShortName, normaliseKey } from '../../../shared/kitchen/index';
import type { ComplianceViolation, StructuredRecipe, Substitution } from '../../../shared/schemas/structuredRecipe';

/** The start of a "check the label" violation (closed world): it asks the cook to look, it does not forbid. */
export const NOT_VERIFIED = 'not verified';

export interface TextChoices {
  filters: readonly string[];
  avoid: readonly string[];
  /**
   * The card's language (cardLanguage), read once from the whole card and only when a piece of text names a
   * forbidden food: every piece is then read in it, so a short word that names a food only in other languages is that
   * language's word ("raz", "once" in Polish, is not the Slovak "raž", rye). Without it each piece is read as the
   * kitchen reads a list line alone.
   */
  language?: () => EndingLanguage | undefined;
}

type CardWords = Pick<StructuredRecipe, 'recipeName' | 'ingredients' | 'instructions'> &
  Partial<Pick<StructuredRecipe, 'description' | 'tips'>>;

/**
 * The language of the card as a whole (its title, list, method, description and tips; one piece alone says too
 * little), worked out on first use and kept.
 */
export function cardLanguage(card: CardWords): () => EndingLanguage | undefined {
  let known = false;
  let language: EndingLanguage | undefined;
  return () => {
    if (!known) {
      known = true;
      const text = [card.recipeName, card.description ?? '', ...card.ingredients, ...card.instructions, ...(card.tips ?? [])].join('\n');
      language = guessTextLanguage(text);
    }
    return language;
  };
}

/** Letters of the longest word written that may normalise to a short name ("Strauß"-like spellings grow when folded). */
const SHORT_WORD_LETTERS = 6;

/** The text without the words that name a food only in languages other than the card's. */
function inCardLanguage(text: string, language: EndingLanguage): string {
  const words = [...text.matchAll(/[\p{L}\p{M}'’]+/gu)];
  // A short name is 3 or 4 letters in normal form: a longer word is never one, and is not normalised to learn it.
  if (!words.some((w) => w[0].length <= SHORT_WORD_LETTERS)) return text;
  const keys = words.map((w) => normaliseKey(w[0]));
  let out = '';
  let last = 0;
  words.forEach((w, i) => {
    if (w[0].length > SHORT_WORD_LETTERS || !isForeignShortName(keys, i, language)) return;
    out += `${text.slice(last, w.index)} `;
    last = (w.index ?? 0) + w[0].length;
  });
  return last === 0 ? text : out + text.slice(last);
}

/** A sentence's closing stop is not part of the food it ends on ("…chopped walnuts."). */
const CLOSING_STOP = /[.!?;:…]+[\s"'”’)]*$/u;

function violationsIn(said: string, choices: TextChoices): ComplianceViolation[] {
  if (said.trim() === '') return [];
  return checkCompliance({ ingredients: [said], instructions: [], servings: 1 }, { filters: choices.filters, avoid: choices.avoid }).filter(
    (v) => v.ingredient !== '' && !v.rule.startsWith(NOT_VERIFIED) && !v.ingredient.startsWith('per serving:'),
  );
}

/**
 * What the kitchen's check finds in one piece of free text (a tip, a sentence of the description, a step, a
 * replacement in "What changed"), read the way it reads an ingredient line. Only foods the text names count:
 * amounts per serving, "check the label" entries and unknown filters are for the recipe, not for a sentence.
 * What it finds is read again in the card's language (most pieces name nothing forbidden, and are read once).
 * Once the kitchen checks every field of the card itself, this finds nothing the card check does not.
 */
export function textViolations(text: string, choices: TextChoices): ComplianceViolation[] {
  if (choices.filters.length === 0 && choices.avoid.length === 0) return [];
  // A card's step is read by the title and method alignment and again by namedInText (a step is often one sentence):
  // each text is read once per card's choices (speed only).
  let read = READ_FOR.get(choices);
  if (!read) {
    read = new Map();
    READ_FOR.set(choices, read);
  }
  let found = read.get(text);
  if (!found) {
    found = textViolationsOnce(text, choices);
    read.set(text, found);
  }
  return [...found];
}

const READ_FOR = new WeakMap<TextChoices, Map<string, ComplianceViolation[]>>();

function textViolationsOnce(text: string, choices: TextChoices): ComplianceViolation[] {
  const said = withoutFramedMentions(text).replace(CLOSING_STOP, '');
  const found = violationsIn(said, choices);
  const language = found.length > 0 ? choices.language?.() : undefined;
  if (!language) return found;
  const inLanguage = inCardLanguage(said, language);
  return inLanguage === said ? found : violationsIn(inLanguage, choices);
}

/**
 * A food named only as what is not used ("instead of butter", "swapped the bacon for tempeh", "no cream"), as a
 * comparison ("whips like dairy cream", "stronger than parmesan") or as a label warning ("check for", "may contain")
 * is not served: the words after such a cue (a few, up to the next punctuation or "and/or") are not read.
 */
const FRAMING_CUE =
  /\b(?:instead\s+of|in\s+place\s+of|rather\s+than|replac(?:es|ed|ing)|substitut(?:es|ed|ing)\s+for|without|free\s+(?:of|from)|no|not|swap(?:s|ped)?|skip|omit(?:ted)?|leave\s+out|(?:un)?like|than|as\s+(?:a|an)|check(?:\s+for)?|(?:may\s+)?contains?)\s+((?:(?!and\b|or\b|then\b|for\b|with\b)[\p{L}\p{N}'’-]+\s*){1,4})/giu;

export function withoutFramedMentions(text: string): string {
  return text.replace(FRAMING_CUE, ' ');
}

/** The avoid list's label in the check, as a sentence names it. */
const AVOID_LIST_LABEL = 'Avoid list';
const choiceName = (filter: string) => (filter === AVOID_LIST_LABEL ? 'your avoid list' : filter);

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text without the words of `name` (a change's reason read without the food it replaced). */
function withoutWords(text: string, name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
  if (words.length === 0) return text;
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'giu'), ' ');
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

type CardText = Pick<StructuredRecipe, 'tips' | 'description' | 'substitutions'>;

/**
 * The AI's own words on the card, before any repair: a tip, a sentence of the description or a change in its
 * "What changed" list that names a food the choices exclude is left out, and the card says so (without
 * repeating the food). Rewriting them would put words in the AI's mouth ("vegan honey"); leaving them would
 * show a forbidden food beside "meets this filter".
 */
export function withoutExcludedText<T extends CardText>(recipe: T, choices: TextChoices, notices: string[]): T {
  const tips = recipe.tips.filter((tip) => {
    const broken = textViolations(tip, choices)[0];
    if (broken) notices.push(AI_PATH_TEXTS.tipLeftOut(choiceName(broken.filter)));
    return !broken;
  });
  let description = recipe.description;
  if (description) {
    const kept: string[] = [];
    for (const sentence of sentences(description)) {
      const broken = textViolations(sentence, choices)[0];
      if (broken) notices.push(AI_PATH_TEXTS.descriptionTrimmed(choiceName(broken.filter)));
      else kept.push(sentence);
    }
    description = kept.join(' ');
  }
  const substitutions = recipe.substitutions
    ?.filter((change: Substitution) => {
      const broken = textViolations(change.replacement, choices)[0];
      if (broken) notices.push(AI_PATH_TEXTS.changeLeftOut(choiceName(broken.filter)));
      return !broken;
    })
    .map((change) => {
      // The reason is read too ("served with ham on the side"), without the food it names as replaced.
      const broken = textViolations(withoutWords(change.reason, change.original), choices)[0];
      if (!broken) return change;
      notices.push(AI_PATH_TEXTS.reasonLeftOut(choiceName(broken.filter)));
      return { ...change, reason: '' };
    });
  const { description: _old, substitutions: _oldChanges, ...rest } = recipe;
  return {
    ...rest,
    tips,
    ...(description ? { description } : {}),
    ...(substitutions?.length ? { substitutions } : {}),
  } as T;
}
