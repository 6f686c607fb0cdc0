import { describe, expect, it } from 'vitest';
import { regexesInSource } from '../bench/kitchenRegexCount';

describe('the kitchen regex counter', () => {
  it('counts literals and RegExp constructions, with any spacing, and not divisions, strings or comments', () => {
    expect(regexesInSource('const a = /x/; return /y/g;')).toBe(2);
    expect(regexesInSource('const p = new RegExp(source, "i"); const q = new  RegExp(`a`); const r = RegExp("b");')).toBe(3);
    expect(regexesInSource('const half = total / 2 / count; // not /a regex/\nconst s = "/no/";')).toBe(0);
  });
});
