/** The suite's check of a set-up call's answer. */
import type { Json } from '../envelopeClient';

/** Throws unless the answer is OK. */
export function expectOk(path: string, body: Json): Json {
  if (body?.status !== 'OK') throw new Error(`${path} answered ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}
