/**
 * A line cut at its separators, except those inside brackets: "Pâte brisée : 1 rouleau (ou maison : 250 g de farine,
 * 125 g de beurre)" and "3 eggs (2 for the dough, 1 for brushing)" are one part each. Round, square, curly and
 * full-width brackets count; an unclosed bracket holds the rest of the line.
 */
const OPEN = '([{（［【「';
const CLOSE = ')]}）］】」';

/** True when the text holds an opening bracket (the common case without one splits as `String.split` does). */
function hasBracket(text: string): boolean {
  for (const ch of OPEN) if (text.includes(ch)) return true;
  return false;
}

/** `text` split at the matches of `separator` (a pattern without capturing groups) that stand outside brackets. */
export function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  if (!hasBracket(text)) return text.split(separator);
  const global = separator.global ? separator : new RegExp(separator.source, `${separator.flags}g`);
  const depthAt = new Int8Array(text.length + 1);
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (OPEN.includes(ch)) depth += 1;
    depthAt[i] = depth;
    if (CLOSE.includes(ch) && depth > 0) depth -= 1;
  }
  const parts: string[] = [];
  let from = 0;
  for (const m of text.matchAll(global)) {
    if (m[0] === '' || depthAt[m.index] !== 0) continue;
    parts.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** True when a separator of `separator`'s kind stands outside brackets. */
export function hasOutsideBrackets(text: string, separator: RegExp): boolean {
  return splitOutsideBrackets(text, separator).length > 1;
}
