import { z } from 'zod';
import { COLLECTIONS, type CollectionName } from './collections';

type Json = Record<string, unknown>;

/** Removes keywords RxDB does not take and that zod adds ($schema, zod's ids). */
function clean(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(clean);
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(node as Json)) {
      if (k === '$schema' || k === '$id' || (k === 'id' && typeof v === 'string')) continue;
      out[k] = clean(v);
    }
    return out;
  }
  return node;
}

/**
 * The RxDB JSON schema of a collection, generated from its zod schema so the two cannot drift.
 * Indexed strings get a maxLength (RxDB needs one); the primary key is `id`.
 */
export function rxJsonSchemaFor(name: CollectionName): Json {
  const def = COLLECTIONS[name];
  const generated = clean(z.toJSONSchema(def.schema, { target: 'draft-07', unrepresentable: 'any' })) as Json;
  const properties = generated.properties as Record<string, Json>;
  for (const field of def.indexes) {
    const prop = properties[field];
    if (!prop) throw new Error(`index ${field} of ${name} is not a field`);
    if (prop.type === 'string' && prop.maxLength === undefined) prop.maxLength = 300;
  }
  return {
    title: name,
    version: def.version,
    primaryKey: 'id',
    type: 'object',
    properties,
    required: generated.required,
    additionalProperties: false,
    indexes: [...def.indexes],
  };
}
