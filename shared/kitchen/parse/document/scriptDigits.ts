/**
 * Digits and marks of other scripts read as the reader's own: Persian "۲ قاشق" and Arabic "٢ ملعقة" are 2 spoons, Thai
 * "๒ ช้อน" too; "۴٫۶" is 4.6 (the Arabic decimal separator), "١٬٠٠٠" is 1000. The marks that only steer the direction
 * of right-to-left text (U+200E, U+200F, U+061C, embeddings and isolates) and the Arabic stretching stroke (tatweel) carry
 * no letter and are dropped; the Arabic comma, semicolon, question mark and percent sign are the reader's own. A zero-width
 * non-joiner (Persian "تخم‌مرغ") is part of the word and stays.
 */

/** The zero of each run of ten decimal digits a script writes (Arabic-Indic, Persian, N'Ko, Indic scripts, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian, full width). */
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x0f20, 0x1040,
  0x1090, 0x17e0, 0x1810, 0xff10,
] as const;

/** Punctuation of right-to-left scripts as the reader writes it; direction marks and the tatweel as nothing. */
const MARKS: Readonly<Record<string, string>> = {
  '\u066b': '.',
  '\u066c': '',
  '\u066a': '%',
  '\u060c': ',',
  '\u061b': ';',
  '\u061f': '?',
  '\u0640': '',
  '\u200e': '',
  '\u200f': '',
  '\u061c': '',
  '\u202a': '',
  '\u202b': '',
  '\u202c': '',
  '\u202d': '',
  '\u202e': '',
  '\u2066': '',
  '\u2067': '',
  '\u2068': '',
  '\u2069': '',
};

const DIGIT_OF = new Map<string, string>();
for (const zero of DIGIT_ZEROS) for (let d = 0; d < 10; d += 1) DIGIT_OF.set(String.fromCharCode(zero + d), String(d));

const OTHER = new RegExp(`[${[...DIGIT_OF.keys(), ...Object.keys(MARKS)].join('')}]`, 'gu');

/** The text with other scripts' digits as 0–9 and their marks as the reader writes them; a text without any is returned as it is. */
export function withReaderDigits(text: string): string {
  OTHER.lastIndex = 0;
  if (!OTHER.test(text)) return text;
  return text.replace(OTHER, (ch) => DIGIT_OF.get(ch) ?? MARKS[ch] ?? ch);
}
