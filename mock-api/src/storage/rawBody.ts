/** A request body as raw bytes, up to a limit (the storage's block PUTs; the JSON parser never sees them). */
import type { IncomingMessage } from 'node:http';

export type RawBody = { ok: true; bytes: Buffer } | { ok: false; tooLarge: true };

export function readRawBody(req: IncomingMessage, limit: number): Promise<RawBody> {
  const declared = Number(req.headers['content-length']);
  // Refused unread: Node discards the rest of the body once the answer is sent.
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, tooLarge: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      // Past the limit: keep reading (to answer cleanly) but keep nothing.
      if (received <= limit) chunks.push(chunk);
    });
    req.once('end', () =>
      resolve(received > limit ? { ok: false, tooLarge: true } : { ok: true, bytes: Buffer.concat(chunks, received) }),
    );
    req.once('error', reject);
    req.once('aborted', () => reject(new Error('request aborted')));
  });
}
