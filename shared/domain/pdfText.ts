/**
 * Text for a PDF drawn with a standard (WinAnsi, Windows-1252) font: the fallback when the embedded
 * Unicode font cannot be loaded (offline before it was ever fetched). The mapping, documented:
 * 1. characters Windows-1252 has stay as they are (é, ñ, ß, ½, ¼, ¾, °, €, “ ” ‘ ’ – — • …);
 * 2. common kitchen signs it lacks get ASCII look-alikes (⅓ → 1/3, ⅛ → 1/8, − → -, ≈ → ~, × → x is kept, → → ->);
 * 3. other accented letters lose their accent (ő → o, ű → u, ł → l, č → c: the letter stays readable);
 * 4. anything else becomes "?" — never an exception in the middle of an export.
 */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.includes(char) || char === '\n';
}

const LOOK_ALIKES: Record<string, string> = {
  '⅓': '1/3',
  '⅔': '2/3',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⁄': '/',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '≤': '<=',
  '≥': '>=',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u200b': '',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  '\t': ' ',
  '\r': '',
};

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) out += char;
    else if (char in LOOK_ALIKES) out += LOOK_ALIKES[char];
    else {
      const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += bare !== char && [...bare].every(isWinAnsi) ? bare : '?';
    }
  }
  return out;
}

/**
 * Splits text into lines no wider than `maxWidth`, breaking at spaces (a word longer than a line is
 * cut). `widthOf` measures a string in the font and size used.
 */
export function wrapText(text: string, maxWidth: number, widthOf: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (widthOf(rest) > maxWidth && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && widthOf(rest.slice(0, cut)) > maxWidth) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** "lentil-soup.pdf": a file name from a title (letters, digits and dashes). */
export function pdfFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'recipe'}.pdf`;
}
