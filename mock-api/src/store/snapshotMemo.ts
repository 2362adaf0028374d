/**
 * Values derived from the stored state, computed once per state. The state is never changed in
 * place (store/mutation.ts: a write makes new arrays for the collections it changes, on both
 * stores), so a collection's array identity stands for its content: a value keyed by the arrays it
 * reads (and a string for everything else it depends on) stays right until one of them is
 * replaced, and is then left to the garbage collector with the old array. A draft inside a write
 * is never cached (it changes under the mutation). Callers must not change what they get.
 */
import { isDraft } from 'immer';

interface Node {
  next: WeakMap<object, Node>;
  values: Map<string, unknown>;
}

/** Values kept per set of arrays: enough for the filters and search words in use at once. */
const MAX_VALUES = 64;

const newNode = (): Node => ({ next: new WeakMap(), values: new Map() });
const root = newNode();

export function snapshotMemo<T>(sources: readonly object[], key: string, compute: () => T): T {
  if (sources.some((source) => isDraft(source))) return compute();
  let node = root;
  for (const source of sources) {
    let child = node.next.get(source);
    if (!child) {
      child = newNode();
      node.next.set(source, child);
    }
    node = child;
  }
  if (node.values.has(key)) return node.values.get(key) as T;
  const value = compute();
  if (node.values.size >= MAX_VALUES) node.values.delete(node.values.keys().next().value as string);
  node.values.set(key, value);
  return value;
}
