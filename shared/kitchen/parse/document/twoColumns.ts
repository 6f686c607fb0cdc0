/**
 * A page set in two columns and copied row by row: the list on the left, the method on the right, each row holding a
 * line of both ("200 g flour            1. Rub the butter into the flour.", "250 g Mehl<tab>1. Mehl … verrühren.").
 * Three rows or more in a run, their left parts amounts (or the columns' headings), their right parts sentences or
 * numbered steps: the left column is read first, then the right one. Other texts are left as they are.
 */

/** A gap between two columns: a tab, or three spaces or more. */
const GAP = /(?<=\S)(?:[ \u00a0]*\t[ \u00a0\t]*|[ \u00a0]{3,})(?=\S)/u;
const AMOUNT_FIRST = /^[-•*]?\s*[\d½¼¾⅓⅔⅛]/u;
/** A step's look: numbered, or closed as a sentence. */
const STEP_LIKE = /^\d{1,2}[.)]\s|[.!]$/u;

interface Row {
  left: string;
  right: string;
}

function rowOf(raw: string): Row | undefined {
  if (!raw.includes('\t') && !raw.includes('   ') && !raw.includes('\u00a0')) return undefined;
  const parts = raw.trim().split(GAP);
  if (parts.length !== 2) return undefined;
  return { left: (parts[0] as string).trim(), right: (parts[1] as string).trim() };
}

/** The run's rows read as two columns: most left parts amounts, most right parts steps (a heading row aside). */
function isTwoColumns(rows: readonly Row[]): boolean {
  const body = AMOUNT_FIRST.test(rows[0]?.left ?? '') ? rows : rows.slice(1);
  if (body.length < 3) return false;
  const amounts = body.filter((r) => AMOUNT_FIRST.test(r.left)).length;
  const steps = body.filter((r) => STEP_LIKE.test(r.right)).length;
  return amounts * 3 >= body.length * 2 && steps * 3 >= body.length * 2;
}

export function readTwoColumns(lines: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  let i = 0;
  while (i < lines.length) {
    const first = rowOf(lines[i] as string);
    if (!first) {
      out?.push(lines[i] as string);
      i += 1;
      continue;
    }
    const rows: Row[] = [first];
    let end = i + 1;
    for (; end < lines.length; end += 1) {
      const row = rowOf(lines[end] as string);
      if (!row) break;
      rows.push(row);
    }
    if (rows.length >= 3 && isTwoColumns(rows)) {
      out ??= lines.slice(0, i);
      out.push(...rows.map((r) => r.left), '', ...rows.map((r) => r.right));
    } else out?.push(...lines.slice(i, end));
    i = end;
  }
  return out ?? lines;
}
