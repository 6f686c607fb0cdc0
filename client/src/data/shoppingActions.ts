import type { ShoppingCategory } from '../../../shared/domain/limits';
import { type ExtraShoppingItem, extraShoppingItemSchema, type ShoppingChecksDoc } from '../../../shared/schemas/shoppingChecks';
import { InvalidDocumentError } from './localValidation';
import { nextStamp } from './stamps';
import type { KitchenDatabase } from './types';

export interface NewShoppingItem {
  name: string;
  quantity: string;
  category: ShoppingCategory;
}

type Change = (doc: ShoppingChecksDoc, stamp: string) => ShoppingChecksDoc;

/**
 * Applies a change to one week's checks document (id = weekStart), creating it on first use. Every
 * write is stamped by the device's hybrid clock, later than the version it changes, and checked
 * against the schema before it is stored. Works offline; replication carries it.
 */
async function changeChecks(db: KitchenDatabase, weekStart: string, change: Change): Promise<void> {
  const modify = (doc: ShoppingChecksDoc) => {
    const stamp = nextStamp(db, doc.updatedAt);
    return { ...change(doc, stamp), updatedAt: stamp };
  };
  const existing = await db.shoppingChecks.findOne(weekStart).exec();
  if (existing) {
    await existing.incrementalModify(modify);
    return;
  }
  const stamp = nextStamp(db);
  const fresh: ShoppingChecksDoc = { id: weekStart, weekStart, checked: [], updatedAt: stamp };
  try {
    await db.shoppingChecks.insert({ ...change(fresh, stamp), updatedAt: stamp });
  } catch (error) {
    // Created meanwhile (another tab, or a pull): apply the change to that one.
    const doc = await db.shoppingChecks.findOne(weekStart).exec();
    if (!doc) throw error;
    await doc.incrementalModify(modify);
  }
}

/** Checks an item of the week's list (by its lowercase key), or unchecks it when it is checked. */
export function toggleShoppingCheck(db: KitchenDatabase, weekStart: string, key: string): Promise<void> {
  return changeChecks(db, weekStart, (d) => ({
    ...d,
    checked: d.checked.includes(key) ? d.checked.filter((k) => k !== key) : [...d.checked, key],
  }));
}

/** Adds an item by hand. A name or quantity the schema refuses throws InvalidDocumentError and stores nothing. */
export async function addShoppingItem(db: KitchenDatabase, weekStart: string, input: NewShoppingItem): Promise<ExtraShoppingItem> {
  let added: ExtraShoppingItem | undefined;
  const draft = { id: crypto.randomUUID(), name: input.name.trim(), quantity: input.quantity.trim(), category: input.category };
  const checked = extraShoppingItemSchema.safeParse({ ...draft, addedAt: new Date(0).toISOString() });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new InvalidDocumentError('shoppingChecks', `extraItems.${issue?.path.join('.') ?? ''}`, issue?.message ?? 'invalid item');
  }
  await changeChecks(db, weekStart, (d, stamp) => {
    added = { ...draft, addedAt: stamp };
    return { ...d, extraItems: [...(d.extraItems ?? []), added] };
  });
  if (!added) throw new Error('The item could not be added.');
  return added;
}

export function removeShoppingItem(db: KitchenDatabase, weekStart: string, id: string): Promise<void> {
  return changeChecks(db, weekStart, (d) => ({ ...d, extraItems: (d.extraItems ?? []).filter((i) => i.id !== id) }));
}
