/**
 * A food named only as what is not used ("instead of butter", "swapped the bacon for tempeh", "no cream", "statt
 * Butter", "au lieu du beurre", "sin huevo") or as a label warning ("check for", "may contain") is not served: the
 * few words after such a cue, up to the next punctuation or "and/or", are not read as food.
 */
const FRAMING_CUE =
  /(?:\b|^)(?:instead\s+of|in\s+place\s+of|rather\s+than|replac(?:es|ed|ing)|substitut(?:es|ed|ing)\s+for|swap(?:s|ped)?|without|free\s+(?:of|from)|no|not|skip|omit(?:ted)?|leave\s+out|left\s+out|(?:un)?like|than|check(?:\s+for)?|(?:may\s+)?contains?|statt|anstelle\s+von|ohne|kein(?:e|en)?|au\s+lieu\s+d[eu]s?|sans|en\s+lugar\s+de|sin|invece\s+d[ie]l?|senza|in\s+plaats\s+van|zonder|zamiast|bez|místo|helyett|nélkül|istället\s+för|utan|yerine|pengganti)\s+((?:(?!and\b|or\b|then\b|for\b|with\b)[\p{L}\p{N}'’-]+\s*){1,4})/giu;

/** "does the frying the butter did", "as the cream would": the food named as what was replaced. */
const AS_REPLACED = /\bthe\s+(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+\s+(?:did|used to|would have|would)\b/giu;

/** "gives the richness and body of a yolk", "has the bite of bacon": what a substitute is compared with. */
const COMPARED =
  /\b(?:gives?|has|have|brings?|adds?|keeps?)\b[^.;]*?\b(?:of|like)\s+(?:a\s+|an\s+|the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?/giu;

export function withoutFramedMentions(text: string): string {
  return text.replace(FRAMING_CUE, ' ').replace(AS_REPLACED, ' ').replace(COMPARED, ' ');
}
