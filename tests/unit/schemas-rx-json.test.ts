import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, COLLECTIONS, SERVER_COLLECTIONS, USER_COLLECTIONS } from '../../shared/schemas/collections';
import { rxJsonSchemaFor } from '../../shared/schemas/rxJsonSchema';

describe('RxDB JSON schemas generated from the zod schemas', () => {
  it('keeps the client under 10 collections, with entitlements and usage server-owned', () => {
    expect(COLLECTION_NAMES.length).toBeLessThan(10);
    expect([...SERVER_COLLECTIONS].sort()).toEqual(['entitlements', 'usage']);
    expect(USER_COLLECTIONS).toContain('recipes');
  });

  for (const name of COLLECTION_NAMES) {
    it(`${name}: primary key id with maxLength, indexes required and bounded, no extra properties`, () => {
      const schema = rxJsonSchemaFor(name) as {
        primaryKey: string;
        properties: Record<string, { type?: string; maxLength?: number }>;
        required: string[];
        additionalProperties: boolean;
        indexes: string[];
      };
      expect(schema.primaryKey).toBe('id');
      expect(schema.properties.id?.maxLength).toBeGreaterThan(0);
      expect(schema.additionalProperties).toBe(false);
      expect(schema.required).toContain('id');
      for (const index of COLLECTIONS[name].indexes) {
        expect(schema.required).toContain(index);
        if (schema.properties[index]?.type === 'string') expect(schema.properties[index]?.maxLength).toBeGreaterThan(0);
      }
      expect(JSON.stringify(schema)).not.toContain('$schema');
    });
  }
});
