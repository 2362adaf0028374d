/**
 * Own keys that name a member of Object.prototype (`__proto__`, `constructor`, `toString`, …) or
 * `prototype`. No call of the spec has such a field, and code that looks a client's key up in a
 * plain object (yup's schema fields among them) would find the prototype's member instead.
 */
const PROTOTYPE_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

export const isPrototypeKey = (key: string): boolean => PROTOTYPE_KEYS.has(key);

/** Whether a parsed JSON value has a prototype key anywhere inside it (iterative: deep bodies cannot overflow the stack). */
export function hasPrototypeKey(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      pending.push(...(node as unknown[]));
      continue;
    }
    for (const key of Object.keys(node)) {
      if (isPrototypeKey(key)) return true;
      pending.push((node as Record<string, unknown>)[key]);
    }
  }
  return false;
}
