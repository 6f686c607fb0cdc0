/**
 * A count of servings the user asks for in the pasted text itself ("Please scale this to 6 servings",
 * "make it for 8 people", "double the recipe"), as opposed to the recipe's own "Serves 4". The request
 * sentence is taken out of the text so it does not become a step.
 */
const ASK_FOR_COUNT =
  /(?:^|[\n.!?]\s*)(?:please\s+)?(?:(?:can you\s+|could you\s+)?(?:scale|resize|adjust|convert|make|change)\s+(?:it|this|the recipe|this recipe)?\s*(?:up\s+|down\s+)?(?:to|for)|i need (?:it|this)? ?for|for)\s+(\d{1,3})\s+(?:servings|serves|people|persons|portions|guests)(?:,?\s*please)?\s*[.!]?[ \t]*(?=\n|$)/i;
const ASK_FOR_FACTOR =
  /(?:^|[\n.!?]\s*)(?:please\s+)?(double|triple|halve)\s+(?:it|this|the recipe|this recipe)(?:,?\s*please)?\s*[.!]?[ \t]*(?=\n|$)/i;
const FACTORS: Readonly<Record<string, number>> = { double: 2, triple: 3, halve: 0.5 };

export interface ServingsAsk {
  /** A count of servings, or a factor of the recipe's own count. */
  servings?: number;
  factor?: number;
  /** The text without the request. */
  text: string;
}

export function servingsAsked(text: string): ServingsAsk {
  const count = ASK_FOR_COUNT.exec(text);
  if (count?.[1]) {
    const servings = Number(count[1]);
    if (servings >= 1 && servings <= 100) return { servings, text: removed(text, count) };
  }
  const factor = ASK_FOR_FACTOR.exec(text);
  if (factor?.[1]) return { factor: FACTORS[factor[1].toLowerCase()], text: removed(text, factor) };
  return { text };
}

function removed(text: string, match: RegExpExecArray): string {
  const lead = /^[\n.!?]\s*/.exec(match[0])?.[0] ?? '';
  return `${text.slice(0, match.index + lead.length)}${text.slice(match.index + match[0].length)}`.trim();
}
