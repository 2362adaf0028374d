/**
 * Sends a file to the storage the way the upload links expect: consecutive blocks of at most
 * 1 MiB, each a PUT of the raw bytes to `${link}&blockid=${n}` (n from 0). Plain fetch: the
 * storage is not the JSON API and takes no envelope.
 */
import { FaceCapture, appMessages } from '@times/shared-sdk/app';

export interface Block {
  index: number;
  /** Byte range [start, end). */
  start: number;
  end: number;
}

/** The blocks of a file of `size` bytes. An empty file has no block. */
export function splitBlocks(size: number, blockSize: number = FaceCapture.BLOCK_SIZE): Block[] {
  if (!Number.isInteger(size) || size < 0) throw new Error(`Invalid size ${size}`);
  if (!(blockSize > 0)) throw new Error(`Invalid block size ${blockSize}`);
  const blocks: Block[] = [];
  for (let start = 0, index = 0; start < size; start += blockSize, index += 1) {
    blocks.push({ index, start, end: Math.min(start + blockSize, size) });
  }
  return blocks;
}

/** The URL a block is PUT to. The links carry a query already; one without gets `?`. */
export function blockUrl(link: string, index: number): string {
  return `${link}${link.includes('?') ? '&' : '?'}blockid=${index}`;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;

/** The storage refused a block. */
export class StorageError extends Error {
  constructor(readonly status: number) {
    super(appMessages.employees.face.storageRefused(status));
    this.name = 'StorageError';
  }
}

/** How long one block may take before the upload is given up. */
export const BLOCK_TIMEOUT_MS = 60_000;

/** One PUT, given up after `timeoutMs` (a TimeoutError) or when `signal` aborts (an AbortError). */
async function putBlock(fetch: FetchLike, url: string, body: Blob, signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  if (signal?.aborted) controller.abort();
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetch(url, {
      method: 'PUT',
      body,
      headers: { 'Content-Type': 'application/octet-stream' },
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut && !signal?.aborted) throw new DOMException(appMessages.employees.face.storageTimeout, 'TimeoutError');
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export async function uploadBlocks(
  link: string,
  blob: Blob,
  options: {
    fetch: FetchLike;
    signal?: AbortSignal;
    blockSize?: number;
    timeoutMs?: number;
    onBlock?: (done: number, total: number) => void;
  },
): Promise<void> {
  const blocks = splitBlocks(blob.size, options.blockSize);
  for (const block of blocks) {
    const url = blockUrl(link, block.index);
    const response = await putBlock(
      options.fetch,
      url,
      blob.slice(block.start, block.end),
      options.signal,
      options.timeoutMs ?? BLOCK_TIMEOUT_MS,
    );
    if (!response.ok) throw new StorageError(response.status);
    options.onBlock?.(block.index + 1, blocks.length);
  }
}
