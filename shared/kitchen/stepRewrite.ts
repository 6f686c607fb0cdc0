/** One swap to carry into the method: every way the original is named, and what to call the replacement. */
export interface StepReplacement {
  /** Names of the original, any case ("unsalted butter", "butter"). */
  names: readonly string[];
  /** A pattern for the original's short name in steps ("chicken" for "chicken thighs"), optional. */
  pattern?: RegExp;
  to: string;
  /** The substitute's amount differs from the original's: an amount written before the name in a step goes. */
  amountChanged?: boolean;
}

interface Hit {
  start: number;
  end: number;
  text: string;
}

/** "50g ", "2 tbsp ", "1½ cups of " just before a name in a step. */
const AMOUNT_BEFORE =
  /(?:\d+(?:[.,/]\d+)?|[½¼¾⅓⅔])\s*(?:g|kg|ml|l|tbsp|tsp|cups?|oz|lb|grams?|tablespoons?|teaspoons?)?\.?\s+(?:of\s+)?(?:the\s+)?$/i;

const BUTTER_AS_VERB = /(?<=^|[.;:!]\s*|\b(?:and|then)\s+)butter(?=\s+(?:a|an|the|two|three|four|\d+|your|each|both|some)\b)/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matchCase(found: string, replacement: string): string {
  const first = found.charAt(0);
  return first !== first.toLowerCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

function overlaps(hits: readonly Hit[], start: number, end: number): boolean {
  return hits.some((h) => start < h.end && end > h.start);
}

function escapeNames(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 3))]
    .sort((a, b) => b.length - a.length)
    .map((n) => `${escapeRegExp(n)}(?:e?s)?`);
}

function patternFor(names: readonly string[], extra?: RegExp): RegExp | undefined {
  const parts = escapeNames(names);
  if (extra) parts.push(`(?:${extra.source})`);
  return parts.length > 0 ? new RegExp(`\\b(?:${parts.join('|')})\\b`, 'gi') : undefined;
}

/**
 * Rewrites method steps that name a replaced ingredient ("melt the butter" → "melt the vegan butter").
 * Every name is looked for in the original step and the longest wins, so "peanut butter" (kept) is not
 * read as "butter" (replaced), and one swap's new words are never swapped again.
 */
export function rewriteSteps(steps: readonly string[], replacements: readonly StepReplacement[], keep: readonly string[] = []): string[] {
  if (replacements.length === 0) return [...steps];
  const searches = [
    ...replacements.map((r) => ({
      pattern: patternFor(r.names, r.pattern),
      to: r.to as string | undefined,
      amountChanged: r.amountChanged,
    })),
    { pattern: patternFor(keep), to: undefined, amountChanged: false },
  ];
  const butterSwapped = replacements.some((r) => r.names.some((n) => /\bbutter\b/i.test(n)));
  return steps.map((original) => {
    // "Butter two tins" uses butter as a verb: with the butter swapped, the tins are greased instead.
    const step = butterSwapped ? original.replace(BUTTER_AS_VERB, (verb) => matchCase(verb, 'grease')) : original;
    const found: Hit[] = [];
    for (const { pattern, to, amountChanged } of searches) {
      if (!pattern) continue;
      for (const match of step.matchAll(pattern)) {
        let start = match.index;
        // "beat in 50g parmesan" → "beat in the nutritional yeast": the old amount would contradict the list.
        const amount = amountChanged && to !== undefined ? AMOUNT_BEFORE.exec(step.slice(0, start)) : null;
        if (amount) start -= amount[0].length;
        const plural = to !== undefined && /eggs$/i.test(match[0]) && /egg$/i.test(to);
        const text = to === undefined ? match[0] : matchCase(match[0], plural ? `${to}s` : to);
        found.push({
          start,
          end: match.index + match[0].length,
          text: amount ? `the ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text,
        });
      }
    }
    const chosen: Hit[] = [];
    for (const hit of found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) {
      if (!overlaps(chosen, hit.start, hit.end)) chosen.push(hit);
    }
    let out = step;
    for (const hit of chosen.sort((a, b) => b.start - a.start)) out = out.slice(0, hit.start) + hit.text + out.slice(hit.end);
    return out;
  });
}
