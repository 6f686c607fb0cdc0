import { mergeJsonTexts } from './mergeJsonText';
import { asRecord, compareCanonical, deepEqual } from './mergeValues';

/**
 * The three-way merge of DESIGN.md "Conflicts merge, they do not overwrite". Pure: no I/O, no clock.
 *
 * Per field, with the assumed master state as the base: a field only one side changed takes that
 * side; both changed: the later edit wins (the document's updatedAt; on a tie the larger canonical
 * value, so the result does not depend on which side is "local") and the other value is kept where
 * the field's kind allows (sets and id lists unioned 3-way, objects merged per key, long texts
 * appended under a marker or, where that cannot be done, set aside for a conflict copy).
 *
 * Deletes: a delete against an edit keeps the edited record (an edited record should not vanish);
 * a delete against an untouched record deletes it.
 */

export type FieldPolicy =
  /** Later edit wins. */
  | { kind: 'scalar' }
  /** The larger / smaller value (timestamps as ISO text compare correctly). */
  | { kind: 'max' }
  | { kind: 'min' }
  /** Long user text: the loser's text is appended under TEXT_MERGE_MARKER or set aside. */
  | { kind: 'text'; maxLength: number }
  /** Short user text (a title, a name): the later edit stays, the other is set aside for the user to find. */
  | { kind: 'shortText' }
  /** Unordered set of strings, merged 3-way. */
  | { kind: 'stringSet'; maxItems: number }
  /** List of objects with an `id`, merged 3-way by id, ordered by `orderBy` then id; an item both sides changed is merged per field by `item`. */
  | { kind: 'idList'; maxItems: number; orderBy?: string; item?: FieldPolicies }
  /** Nested object with known fields, merged per field. */
  | { kind: 'object'; fields: FieldPolicies }
  /** Map of arbitrary keys to values of one policy (e.g. meal-plan days). */
  | { kind: 'record'; value: FieldPolicy };

export type FieldPolicies = Readonly<Record<string, FieldPolicy>>;

export interface MergePolicy {
  fields: FieldPolicies;
  /** The document's clock: decides which side edited later; the result takes the larger value. */
  clockField: string;
  /** The state a document starts from, used as the base when there is none (both sides created it). */
  initial?: (id: string) => Record<string, unknown>;
}

/** Text of a both-changed text field that could not be kept in the merged document. */
export interface SetAsideText {
  path: string;
  text: string;
}

export interface MergeResult<T> {
  doc: T;
  setAside: SetAsideText[];
}

export const TEXT_MERGE_MARKER = '\n\n--- Kept from an edit made at the same time on another device ---\n\n';

/** Fields RxDB manages itself: never merged, never compared. */
const META_FIELDS = new Set(['_meta', '_rev', '_attachments']);

type Doc = Record<string, unknown>;

interface Context {
  /** >0 when local edited later, <0 when remote did, 0 on a tie. */
  clockOrder: number;
  setAside: SetAsideText[];
}

function winner(local: unknown, remote: unknown, ctx: Context): unknown {
  if (ctx.clockOrder > 0) return local;
  if (ctx.clockOrder < 0) return remote;
  return compareCanonical(local, remote) >= 0 ? local : remote;
}

function loser(local: unknown, remote: unknown, ctx: Context): unknown {
  return winner(local, remote, ctx) === local ? remote : local;
}

function mergeText(base: unknown, local: unknown, remote: unknown, policy: { maxLength: number }, path: string, ctx: Context): unknown {
  if (typeof local !== 'string' || local === '') return remote;
  if (typeof remote !== 'string' || remote === '') return local;
  // Structured recipes (JSON text) merge key by key; only a text both sides rewrote is set aside.
  const json = mergeJsonTexts(base, local, remote, (l, r) => winner(l, r, ctx));
  if (json && json.text.length <= policy.maxLength) {
    for (const text of json.setAside) ctx.setAside.push({ path, text });
    return json.text;
  }
  // A text that already holds the other (an earlier merge result) is the merge: keeps merging idempotent.
  if (local.includes(remote)) return local;
  if (remote.includes(local)) return remote;
  const win = winner(local, remote, ctx) as string;
  const lose = loser(local, remote, ctx) as string;
  const joined = `${win}${TEXT_MERGE_MARKER}${lose}`;
  // Structured recipes are JSON text: appending would break them, so the other text goes to a conflict copy.
  if (looksLikeJson(win) || looksLikeJson(lose) || joined.length > policy.maxLength) {
    ctx.setAside.push({ path, text: lose });
    return win;
  }
  return joined;
}

function mergeShortText(local: unknown, remote: unknown, path: string, ctx: Context): unknown {
  const win = winner(local, remote, ctx);
  const lose = win === local ? remote : local;
  if (typeof lose === 'string' && lose !== '' && lose !== win) ctx.setAside.push({ path, text: lose });
  return win;
}

function looksLikeJson(text: string): boolean {
  const t = text.trimStart();
  return t.startsWith('{') || t.startsWith('[');
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function mergeStringSet(base: unknown, local: unknown, remote: unknown, maxItems: number): string[] {
  const b = new Set(asList(base).map(String));
  const l = new Set(asList(local).map(String));
  const r = new Set(asList(remote).map(String));
  const out = new Set<string>();
  for (const x of [...l, ...r]) {
    const keptByBoth = l.has(x) && r.has(x);
    if (keptByBoth || !b.has(x)) out.add(x);
  }
  return [...out].sort().slice(0, maxItems);
}

function idOf(item: unknown): string {
  return String(asRecord(item).id ?? '');
}

function mergeIdList(
  base: unknown,
  local: unknown,
  remote: unknown,
  policy: { maxItems: number; orderBy?: string; item?: FieldPolicies },
  path: string,
  ctx: Context,
) {
  const byId = (list: unknown) => new Map(asList(list).map((item) => [idOf(item), item] as const));
  const b = byId(base);
  const l = byId(local);
  const r = byId(remote);
  const out: unknown[] = [];
  for (const id of new Set([...l.keys(), ...r.keys()])) {
    const li = l.get(id);
    const ri = r.get(id);
    const bi = b.get(id);
    if (li !== undefined && ri !== undefined) {
      const fields = policy.item;
      out.push(fields ? mergeFields(asRecord(bi), asRecord(li), asRecord(ri), fields, `${path}.${id}.`, ctx) : mergeLeaf(bi, li, ri, ctx));
    }
    // Present on one side only: an addition (not in base) stays; a removal by the other side wins unless this side edited the item.
    else if (bi === undefined || !deepEqual(li ?? ri, bi)) out.push(li ?? ri);
  }
  const key = policy.orderBy;
  out.sort((x, y) => {
    const kx = key ? String(asRecord(x)[key] ?? '') : '';
    const ky = key ? String(asRecord(y)[key] ?? '') : '';
    if (kx !== ky) return kx < ky ? -1 : 1;
    return idOf(x) < idOf(y) ? -1 : idOf(x) > idOf(y) ? 1 : 0;
  });
  return out.slice(0, policy.maxItems);
}

/** Both sides hold a value that is not split further: equal, one-sided, or the later edit. */
function mergeLeaf(base: unknown, local: unknown, remote: unknown, ctx: Context): unknown {
  if (deepEqual(local, remote)) return local;
  if (deepEqual(local, base)) return remote;
  if (deepEqual(remote, base)) return local;
  return winner(local, remote, ctx);
}

function mergeFields(base: Doc, local: Doc, remote: Doc, fields: FieldPolicies, path: string, ctx: Context, skip?: Set<string>): Doc {
  const out: Doc = {};
  const keys = new Set([...Object.keys(local), ...Object.keys(remote)]);
  for (const key of keys) {
    if (META_FIELDS.has(key) || skip?.has(key)) continue;
    const value = mergeField(fields[key] ?? { kind: 'scalar' }, base[key], local[key], remote[key], `${path}${key}`, ctx);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function mergeRecord(base: unknown, local: unknown, remote: unknown, value: FieldPolicy, path: string, ctx: Context): Doc {
  const b = asRecord(base);
  const l = asRecord(local);
  const r = asRecord(remote);
  const out: Doc = {};
  // A removed entry of objects (a meal-plan day) counts as emptied, so the other side's additions inside it survive.
  const orEmpty = (v: unknown) => (value.kind === 'object' && v === undefined ? {} : v);
  for (const key of new Set([...Object.keys(l), ...Object.keys(r)])) {
    const merged = mergeField(value, orEmpty(b[key]), orEmpty(l[key]), orEmpty(r[key]), `${path}.${key}`, ctx);
    const empty = value.kind === 'object' && Object.keys(asRecord(merged)).length === 0;
    if (merged !== undefined && !empty) out[key] = merged;
  }
  return out;
}

function mergeField(policy: FieldPolicy, base: unknown, local: unknown, remote: unknown, path: string, ctx: Context): unknown {
  if (deepEqual(local, remote)) return local;
  if (deepEqual(local, base)) return remote;
  if (deepEqual(remote, base)) return local;
  // Both sides changed this field.
  switch (policy.kind) {
    case 'scalar':
      return winner(local, remote, ctx);
    case 'max':
    case 'min': {
      if (local === undefined) return remote;
      if (remote === undefined) return local;
      const c = compareCanonical(local, remote);
      return (policy.kind === 'max' ? c >= 0 : c <= 0) ? local : remote;
    }
    case 'text':
      return mergeText(base, local, remote, policy, path, ctx);
    case 'shortText':
      return mergeShortText(local, remote, path, ctx);
    case 'stringSet':
      return mergeStringSet(base, local, remote, policy.maxItems);
    case 'idList': {
      const merged = mergeIdList(base, local, remote, policy, path, ctx);
      // An optional list both sides emptied or removed stays absent rather than [].
      return merged.length === 0 && (local === undefined || remote === undefined) ? undefined : merged;
    }
    case 'object':
      // Removing the whole object against an edit inside it: the later edit decides, as for a scalar.
      if (local === undefined || remote === undefined) return winner(local, remote, ctx);
      return mergeFields(asRecord(base), asRecord(local), asRecord(remote), policy.fields, `${path}.`, ctx);
    case 'record':
      return mergeRecord(base, local, remote, policy.value, path, ctx);
  }
}

function contentOf(doc: Doc, policy: MergePolicy): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(doc)) {
    if (!META_FIELDS.has(k) && k !== '_deleted' && k !== policy.clockField) out[k] = v;
  }
  return out;
}

/** Merges with the list of texts that could not stay in the document (the caller keeps them in a conflict copy). */
export function mergeDocumentsDetailed<T extends Doc>(base: T | undefined, local: T, remote: T, policy: MergePolicy): MergeResult<T> {
  const id = String(local.id ?? remote.id ?? '');
  const baseDoc: Doc = base ?? { ...(policy.initial?.(id) ?? {}), id };
  const lc = String(local[policy.clockField] ?? '');
  const rc = String(remote[policy.clockField] ?? '');
  const ctx: Context = { clockOrder: lc > rc ? 1 : lc < rc ? -1 : 0, setAside: [] };

  const merged = mergeFields(baseDoc, local, remote, policy.fields, '', ctx, new Set(['_deleted', policy.clockField]));
  const clock = lc >= rc ? local[policy.clockField] : remote[policy.clockField];
  if (clock !== undefined) merged[policy.clockField] = clock;

  const localDeleted = local._deleted === true;
  const remoteDeleted = remote._deleted === true;
  if ('_deleted' in local || '_deleted' in remote) {
    let deleted = localDeleted;
    if (localDeleted !== remoteDeleted) {
      const keeper = localDeleted ? remote : local;
      const keeperEdited = base === undefined || !deepEqual(contentOf(keeper, policy), contentOf(base, policy));
      const keeperUndeleted = base !== undefined && base._deleted === true;
      deleted = !(keeperEdited || keeperUndeleted);
    }
    merged._deleted = deleted;
  }
  const setAside = [...ctx.setAside].sort((a, b) => compareCanonical(a, b));
  return { doc: merged as T, setAside };
}

/** The merged document; see mergeDocumentsDetailed for texts set aside. */
export function mergeDocuments<T extends Doc>(base: T | undefined, local: T, remote: T, policy: MergePolicy): T {
  return mergeDocumentsDetailed(base, local, remote, policy).doc;
}
