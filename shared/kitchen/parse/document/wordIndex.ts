/**
 * Words kept to be asked whether one of them is the same word as another: the one, or the other with an ending of one
 * or two letters ("egg", "eggs"; "oignon", "oignons"). Each question costs a few set lookups however many words are
 * kept: the words of a long paste's list are asked about by every measured food of its method.
 */
export class WordIndex {
  /** The words as added. */
  private readonly words = new Set<string>();
  /** Each word and the word without its last one or two letters. */
  private readonly heads = new Set<string>();

  add(word: string): void {
    this.words.add(word);
    for (let cut = 0; cut <= 2 && cut <= word.length; cut += 1) this.heads.add(word.slice(0, word.length - cut));
  }

  /** Some word kept starts with `word` and is at most two letters longer, or `word` starts with one at most two longer. */
  hasSame(word: string): boolean {
    if (this.heads.has(word)) return true;
    for (let cut = 0; cut <= 2 && cut <= word.length; cut += 1) if (this.words.has(word.slice(0, word.length - cut))) return true;
    return false;
  }
}
