/** What an answer of `undefined` is kept as, so that one lookup tells a kept answer from none (speed only). */
const UNDEFINED = Symbol('undefined');

/**
 * A pure function of a text, remembered. Normal forms and word splits are asked for the same phrases many times in
 * one conversion (every step's words, every n-gram of a sentence, every swap's food); the answer never changes, so
 * it is computed once. Bounded: past `limit` texts the memory starts again, so a long-running server never grows it.
 */
export function memoByText<T>(compute: (text: string) => T, limit = 20_000): (text: string) => T {
  const known = new Map<string, T | typeof UNDEFINED>();
  return (text: string) => {
    const hit = known.get(text);
    if (hit !== undefined) return (hit === UNDEFINED ? undefined : hit) as T;
    const value = compute(text);
    if (known.size >= limit) known.clear();
    known.set(text, value === undefined ? UNDEFINED : value);
    return value;
  };
}
