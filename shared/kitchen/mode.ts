/** Generation-mode choice from the input text (spec signed-in-features §4). */
export const GENERATION_MODES = ['convert', 'create', 'surprise'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];

/** "create" is for short dish names: this many words or fewer. */
export const CREATE_MODE_MAX_WORDS = 5;

const SURPRISE_PATTERNS = [
  /\b(generate|create|make|give me|write)\b.*\b(complete|delicious)\b.*\brecipe\b/i,
  /\bsomething\s+(creative|new|different|unexpected)\b/i,
  /\b(creative|surprise)\s+(recipe|dish|me)\b/i,
];

export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

export function chooseMode(text: string): GenerationMode {
  if (SURPRISE_PATTERNS.some((pattern) => pattern.test(text))) return 'surprise';
  if (wordCount(text) <= CREATE_MODE_MAX_WORDS && !/\b(ingredients?|instructions?)\b/i.test(text)) return 'create';
  return 'convert';
}
