const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

export type ScanVerdict = 'ok' | 'too_deep' | 'too_many_nodes';

/**
 * Tracks how deeply JSON text nests, and how many arrays, objects and elements it holds, while its
 * bytes arrive, chunk by chunk, without parsing it.
 * Structural characters are ASCII and never occur inside a UTF-8 multi-byte sequence, so raw
 * bytes can be scanned. Brackets inside strings do not count. Malformed text is left to JSON.parse.
 */
export class JsonShapeScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private nodes = 0;

  constructor(
    private readonly maxDepth: number,
    private readonly maxNodes: number,
  ) {}

  /** Scans the next bytes; says so as soon as the nesting goes deeper than maxDepth or the nodes pass maxNodes. */
  push(chunk: Uint8Array): ScanVerdict {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        this.depth += 1;
        this.nodes += 1;
        if (this.depth > this.maxDepth) return 'too_deep';
        if (this.nodes > this.maxNodes) return 'too_many_nodes';
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
        this.depth -= 1;
      } else if (byte === COMMA) {
        this.nodes += 1;
        if (this.nodes > this.maxNodes) return 'too_many_nodes';
      }
    }
    return 'ok';
  }
}
