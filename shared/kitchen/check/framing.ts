import { memoByText } from '../knowledge/textMemo';
import { comparedSpans, QUOTED_STEP_NOTE } from '../rewrite/index';

/**
 * A food named only as what is not used ("instead of butter", "swapped the bacon for tempeh", "no cream", "statt
 * Butter", "au lieu du beurre", "sin huevo", "replaces 60 g of dry pasta") or as a label warning ("check for", "may
 * contain") is not served: the few words after such a cue, up to the next punctuation or "and/or", are not read
 * as food. An amount between the cue and the food ("replaces 60 g (2 oz) of") belongs to the cue. A cue is a word of
 * its own in any script: "no" is no cue inside the Croatian "brašno" (a plain \b sees a word break after "š").
 */
const FRAMING_CUE =
  /(?<![\p{L}\p{N}\p{M}])(?:instead\s+of|in\s+place\s+of|rather\s+than|replac(?:es|ed|ing)|substitut(?:es|ed|ing)\s+for|swap(?:s|ped)?|without|free\s+(?:of|from)|no|not|skip|omit(?:ted)?|leave\s+out|left\s+out|(?:un)?like|than|check(?:\s+for)?|(?:may\s+)?contains?|statt|anstelle\s+von|ohne|kein(?:e|en)?|au\s+lieu\s+d[eu]s?|sans|en\s+lugar\s+de|sin|invece\s+d[ie]l?|senza|in\s+plaats\s+van|zonder|zamiast|bez|místo|helyett|nélkül|istället\s+för|utan|yerine|pengganti|em\s+vez\s+de|no\s+lugar\s+de|sem)\s+(?:(?:about|around|roughly|some|ca\.?|etwa|environ)\s+)?(?:[\d.,/½¼¾⅓⅔⅛-]+\s*(?:[\p{L}.]{1,6}\s+)?(?:\([^)]*\)\s*)?(?:of|de|di|van|von|d[eu])?\s*)?((?:(?!and\b|or\b|then\b|for\b|with\b)[\p{L}\p{N}'’-]+\s*){1,4})/giu;

/** "does the frying the butter did", "as the cream would", "as beaten eggs do", "as a yolk does": the food named as what was replaced. */
const AS_REPLACED =
  /\b(?:the\s+(?:[\p{L}'’-]+\s+){0,2}?|as\s+(?:(?:a|an|the)\s+)?(?:[\p{L}\p{N}'’-]+\s+){0,4}?)[\p{L}\p{N}'’-]+\s+(?:did|does|do|used to|would have|would|will)\b/giu;

/** The engine's own swap tips name the whole original, however long: "Swapped Campbell's condensed cream of chicken soup for …". */
const SWAPPED_WHOLE = /\b(?:swapped|replaced)\s+[^.;:]*?\s+(?:for|with|by)\b/giu;

/**
 * "gives the richness and body of a yolk", "has the bite of bacon", "gives it an egg's colour": what a substitute is
 * compared with.
 */
const COMPARED =
  /\b(?:gives?|has|have|brings?|adds?|keeps?)\b[^.;]*?(?:\b(?:of|like)\s+(?:a\s+|an\s+|the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?|\b(?:a|an|the)\s+[\p{L}-]+['’]s\s+\p{L}+)/giu;

/**
 * "gochujang's heat without its sugar": the food whose quality a substitute keeps, and what it keeps it without (the
 * sugar is named as not used).
 */
const BORROWED = /(?:[\p{L}-]+\s+)?[\p{L}-]+['’]s\s+(?:[\p{L}-]+\s+){0,3}without\s+(?:its|their)\b(?:\s+[\p{L}-]+)?/giu;

/** "twice as well as wheat flour", "half as sweet as sugar": a measure of comparison, not a food used. */
const MEASURED_AGAINST = /\b(?:twice|half|\w+\s+times)\s+as\s+[\p{L}-]+\s+as\s+(?:a\s+|an\s+|the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?/giu;

/** "shape into long sausages", "roll into a log", "form into balls": a shape, not a food. */
const SHAPED_INTO =
  /\b(?:shape|form|roll|mou?ld)\w*\b[^.;:]*?\binto\s+(?:(?:a|an|long|thin|small|little|round|flat|\d+)\s+)*[\p{L}'’-]+/giu;

/** "flax egg cannot set-custard", "almond flour cannot rise": the technique a substitute cannot do, not a food. */
const CANNOT_DO = /\b(?:cannot|can['’]t|can\s+not|will\s+not|won['’]t)\s+[\p{L}-]+/giu;

/** "until it looks like breadcrumbs", "bis es wie Streusel aussieht": a texture compared, not a food served. */
function withoutCompared(text: string): string {
  let out = text;
  for (const span of comparedSpans(text).sort((a, b) => b.start - a.start)) out = `${out.slice(0, span.start)} ${out.slice(span.end)}`;
  return out;
}

/** A step quoted in that note is the original as written, not what is served: its words are not read. */
function withoutQuotedSteps(text: string): string {
  let out = text;
  for (let end = out.indexOf(QUOTED_STEP_NOTE); end > 0; end = out.indexOf(QUOTED_STEP_NOTE, end)) {
    const start = out.lastIndexOf('"', end - 1);
    if (start < 0) break;
    out = `${out.slice(0, start)} ${out.slice(end + 1)}`;
    end = start + 1;
  }
  return out;
}

export function withoutFramedMentions(text: string): string {
  return framedOut(text);
}

/** Every field is read by the card check and again by the steps' check: the answer for a text is kept. */
const framedOut = memoByText((text: string): string =>
  withoutCompared(withoutQuotedSteps(text))
    .replace(BORROWED, ' ')
    .replace(SWAPPED_WHOLE, ' ')
    .replace(FRAMING_CUE, ' ')
    .replace(AS_REPLACED, ' ')
    .replace(COMPARED, ' ')
    .replace(MEASURED_AGAINST, ' ')
    .replace(SHAPED_INTO, ' ')
    .replace(CANNOT_DO, ' '),
);

/** A free-from word after a food's name ("sugar-free", "gluten free", "glutenfrei", "sans-sucre"): the food named is what is left out. */
const FREE_AFTER = /^[\s-]*(?:free|frei\p{L}*|fri|fritt|vrij\p{L}*|libre|mentes|mentesen)\b/iu;

export function namedAsLeftOut(textAfter: string): boolean {
  return FREE_AFTER.test(textAfter);
}

/** FREE_AFTER read in place, from `at` (sticky): the same answer as namedAsLeftOut(text.slice(at)), without the copy. */
const FREE_AT = new RegExp(FREE_AFTER.source.slice(1), 'iuy');

/** namedAsLeftOut of the text after `at`. */
export function namedAsLeftOutAt(text: string, at: number): boolean {
  FREE_AT.lastIndex = at;
  return FREE_AT.test(text);
}
