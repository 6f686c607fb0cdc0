/**
 * A recipe forwarded by email and pasted with its header lines ("Subject: Fwd: …", "From: Anna <anna@…>",
 * "Date: Mon, 30 Nov 2026 10:12", "To: …", and their German, French, Spanish… forms): two or more such lines in a row,
 * one of them a subject, a sender, a date or an address, are the mail's, not the recipe's. Other texts are left as
 * they are.
 */
import { EMAIL_HEADER_LABELS, EMAIL_STRONG_HEADER_LABELS } from './vocabulary';

const LABELS = new Set<string>(EMAIL_HEADER_LABELS);
const STRONG = new Set<string>(EMAIL_STRONG_HEADER_LABELS);

/** The label of a header line ("subject", "de", "gesendet"), lower case, or undefined. */
function headerLabel(line: string): string | undefined {
  const colon = line.indexOf(':');
  if (colon < 1 || colon > 18) return undefined;
  const label = line.slice(0, colon).trim().toLowerCase();
  return LABELS.has(label) ? label : undefined;
}

export interface MailRead {
  lines: readonly string[];
  /** The header lines left out, as written. */
  headers: readonly string[];
}

export function withoutEmailHeaders(lines: readonly string[]): MailRead {
  let drop: Set<number> | undefined;
  for (let i = 0; i < lines.length; i += 1) {
    if (headerLabel(lines[i] as string) === undefined) continue;
    let end = i;
    let strong = false;
    for (; end < lines.length; end += 1) {
      const line = lines[end] as string;
      const label = headerLabel(line);
      if (label === undefined) break;
      if (STRONG.has(label) || line.includes('@')) strong = true;
    }
    if (end - i >= 2 && strong) {
      drop ??= new Set();
      for (let k = i; k < end; k += 1) drop.add(k);
    }
    i = end;
  }
  if (!drop) return { lines, headers: [] };
  const kept = drop;
  return { lines: lines.filter((_, i) => !kept.has(i)), headers: lines.filter((_, i) => kept.has(i)) };
}
