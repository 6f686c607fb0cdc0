/**
 * Inputs that compare an old regular expression with the phrase table that replaced it: each table word alone, in
 * a line and in a sentence, with a plural ending, glued to other letters (a near miss that must not match), and
 * followed by words that change what a food is. All lowercase, as the kitchen's tables read their text.
 */
export function equivalenceInputs(phrases: readonly string[], followers: readonly string[]): string[] {
  const forms = [...new Set(phrases.flatMap(writtenForms))];
  const out = new Set<string>();
  for (const form of forms) {
    for (const text of [
      form,
      `${form}s`,
      `${form}es`,
      `2 cups ${form}, chopped`,
      `stir the ${form} into the pan.`,
      `x${form}`,
      `${form}x`,
      `un${form}y`,
      `(${form})`,
      `${form}-free`,
      `non-${form}`,
      ...followers.flatMap((f) => [`${form} ${f}`, `${form}-${f}`]),
    ])
      out.add(text.toLowerCase());
  }
  // Each word after each other table word: "almond milk", "coconut cream", "rice flour".
  const words = [...new Set(forms.flatMap((f) => f.split(' ')))];
  for (const a of words) for (const b of words.slice(0, 60)) out.add(`${b} ${a}`);
  return [...out];
}

/** "egg white(s)" → "egg white", "egg whites". */
export function writtenForms(phrase: string): string[] {
  const at = phrase.indexOf('(');
  if (at < 0) return [phrase];
  const close = phrase.indexOf(')', at);
  const rest = phrase.slice(close + 1);
  return [...writtenForms(phrase.slice(0, at) + rest), ...writtenForms(phrase.slice(0, at) + phrase.slice(at + 1, close) + rest)];
}

/** The inputs on which the old pattern and the new matcher disagree, each with the old answer. */
export function mismatches(
  old: RegExp,
  now: { test(text: string): boolean } | undefined,
  inputs: readonly string[],
): { text: string; was: boolean }[] {
  if (!now) return [{ text: '(no new matcher)', was: true }];
  return inputs.filter((text) => old.test(text) !== now.test(text)).map((text) => ({ text, was: old.test(text) }));
}
