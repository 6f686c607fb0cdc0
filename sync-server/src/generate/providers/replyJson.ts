/**
 * The JSON object in an AI reply's text. Compatible servers and models wrap it in many ways: bare, in a
 * ```json fence after a sentence, or inside prose ("Here is your recipe: {...} Enjoy!"). Returns undefined
 * when no JSON object can be read.
 */
export function jsonInReply(text: string): unknown {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  const direct = tryParse(trimmed);
  if (direct !== undefined) return direct;
  // Fenced blocks, in order: the first that parses wins.
  for (const match of trimmed.matchAll(/```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)```/g)) {
    const fenced = tryParse((match[1] ?? '').trim());
    if (fenced !== undefined) return fenced;
  }
  // An unclosed fence (the reply was cut after the object): what follows the opening.
  const open = /```[a-zA-Z]*[ \t]*\r?\n([\s\S]*)$/.exec(trimmed);
  if (open) {
    const rest = tryParse((open[1] ?? '').trim());
    if (rest !== undefined) return rest;
  }
  return firstBalancedObject(trimmed);
}

function tryParse(text: string): unknown {
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Most object starts tried in prose: a reply is one object, maybe after a few braces in its sentences. */
const MAX_STARTS = 20;

/** The first `{...}` in the text, braces matched outside strings, that parses as JSON. */
function firstBalancedObject(text: string): unknown {
  let starts = 0;
  for (let start = text.indexOf('{'); start >= 0 && starts < MAX_STARTS; start = text.indexOf('{', start + 1)) {
    starts += 1;
    const end = matchingBrace(text, start);
    if (end < 0) continue; // a stray brace in prose never closes; a later one may
    const value = tryParse(text.slice(start, end + 1));
    if (value !== undefined) return value;
  }
  return undefined;
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}
