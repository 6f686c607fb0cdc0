import type { RxJsonSchema } from 'rxdb';
import type { CollectionName, DocOf } from '../../../shared/schemas/collections';
import { rxJsonSchemaFor } from '../../../shared/schemas/rxJsonSchema';

/**
 * The RxDB schema of a collection: the shared generator's output, typed for RxDB. The generated
 * JSON schema is checked by RxDB itself when the collection is created (and by ajv in dev/tests).
 */
export function rxSchemaFor<C extends CollectionName>(name: C): RxJsonSchema<DocOf<C>> {
  return rxJsonSchemaFor(name) as unknown as RxJsonSchema<DocOf<C>>;
}
