/**
 * Bad bodies for one API path, as raw JSON text (own keys such as "__proto__" cannot be written
 * with an object literal): each field of a known-good payload replaced by a wrong type, odd
 * values and odd keys, and bodies that are not an object at all.
 */
import type { FieldPath } from './schemaFields';

export interface BadBody {
  /** Names the case in a failure: 'customer_reg.u_mbl = {"a":1}'. */
  name: string;
  json: string;
}

/** Values put in one field at a time: what must never reach a string method, a lookup or route logic unchecked. */
export const WRONG_VALUES: readonly unknown[] = [{ a: 1 }, ['x'], null, 'constructor'];

/** Values put in every field at once (a wrong type fails validation before any route logic). */
export const WRONG_EVERYWHERE: readonly unknown[] = [12345, true, 'x'.repeat(2_000)];

/** Keys that hit Object.prototype when a route indexes an object by what the client sent. */
export const ODD_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
];

const isRecord = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null;

/** A deep copy of the payload with the value at `path` set (objects or arrays created on the way). */
export function withValue(payload: object, path: FieldPath, value: unknown): Record<string, unknown> {
  const copy = structuredClone(payload) as Record<string, unknown>;
  let node: Record<string | number, unknown> = copy;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    const child: Record<string | number, unknown> = isRecord(next)
      ? next
      : typeof path[index + 1] === 'number'
        ? ([] as unknown as Record<number, unknown>)
        : {};
    node[key] = child;
    node = child;
  });
  return copy;
}

/** JSON text of an object with one more own key in front (`{"<key>":<value>,…}`). */
export const withOwnKey = (json: string, key: string, value: unknown): string =>
  json === '{}'
    ? `{${JSON.stringify(key)}:${JSON.stringify(value)}}`
    : `{${JSON.stringify(key)}:${JSON.stringify(value)},${json.slice(1)}`;

/** Every bad body for a payload and its field paths; `wrap` adds the envelope around a payload. */
export function badBodies(payload: object, fields: readonly FieldPath[], wrap: (payload: object) => object): BadBody[] {
  const bodies: BadBody[] = [];
  for (const path of fields) {
    for (const value of WRONG_VALUES) {
      const shown = JSON.stringify(value).slice(0, 20);
      bodies.push({
        name: `${path.join('.')} = ${shown}`,
        json: JSON.stringify(wrap(withValue(payload, path, value))),
      });
    }
  }
  for (const value of WRONG_EVERYWHERE) {
    const everywhere = fields.reduce<object>((changed, path) => withValue(changed, path, value), payload);
    bodies.push({
      name: `every field = ${JSON.stringify(value).slice(0, 20)}`,
      json: JSON.stringify(wrap(everywhere)),
    });
  }
  const good = JSON.stringify(wrap(payload));
  for (const key of ODD_KEYS) {
    for (const value of ['x', { polluted: 1 }]) {
      bodies.push({ name: `own key ${key} = ${JSON.stringify(value)}`, json: withOwnKey(good, key, value) });
    }
  }
  // An odd key inside each field of the payload.
  for (const path of fields) {
    const nested = withValue(payload, path, { placeholder: 1 });
    const json = JSON.stringify(wrap(nested)).replace('{"placeholder":1}', '{"__proto__":{"polluted":1}}');
    bodies.push({ name: `${path.join('.')} with own key __proto__`, json });
  }
  bodies.push({
    name: 'request_session with own key __proto__',
    json: good.replace('"request_session":{', '"request_session":{"__proto__":{"sid":1},'),
  });
  for (const json of ['[]', '[1,2]', '"text"', 'null', '1', 'true', '{}']) bodies.push({ name: `body ${json}`, json });
  return bodies;
}
