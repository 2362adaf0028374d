import { FaceCapture } from '@times/shared-sdk/app';
import { StorageError, blockUrl, splitBlocks, uploadBlocks } from '../blockUpload';

const MiB = FaceCapture.BLOCK_SIZE;

describe('splitBlocks', () => {
  it('uses 1 MiB blocks', () => expect(MiB).toBe(1024 * 1024));

  it('gives no block for an empty file', () => expect(splitBlocks(0)).toEqual([]));

  it('gives one block for 1 byte', () => expect(splitBlocks(1)).toEqual([{ index: 0, start: 0, end: 1 }]));

  it('gives one block for exactly 1 MiB', () => expect(splitBlocks(MiB)).toEqual([{ index: 0, start: 0, end: MiB }]));

  it('starts a second block at 1 MiB + 1 byte', () =>
    expect(splitBlocks(MiB + 1)).toEqual([
      { index: 0, start: 0, end: MiB },
      { index: 1, start: MiB, end: MiB + 1 },
    ]));

  it('cuts 2.5 MiB into 1 + 1 + 0.5 MiB, numbered from 0', () =>
    expect(splitBlocks(2.5 * MiB)).toEqual([
      { index: 0, start: 0, end: MiB },
      { index: 1, start: MiB, end: 2 * MiB },
      { index: 2, start: 2 * MiB, end: 2.5 * MiB },
    ]));

  it('refuses nonsense sizes', () => {
    expect(() => splitBlocks(-1)).toThrow();
    expect(() => splitBlocks(1.5)).toThrow();
    expect(() => splitBlocks(10, 0)).toThrow();
  });
});

describe('blockUrl', () => {
  it('adds &blockid=n to a link with a query', () =>
    expect(blockUrl('http://s/b/x.jpg?sig=1', 2)).toBe('http://s/b/x.jpg?sig=1&blockid=2'));
  it('adds ?blockid=n to a link without one', () =>
    expect(blockUrl('http://s/b/x.jpg', 0)).toBe('http://s/b/x.jpg?blockid=0'));
});

describe('uploadBlocks', () => {
  it('PUTs each block as raw bytes, in order', async () => {
    const calls: { url: string; method?: string; size: number }[] = [];
    const fetch = jest.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, size: (init.body as Blob).size });
      return { ok: true, status: 201 };
    });
    const onBlock = jest.fn();
    await uploadBlocks('http://s/x?sig=1', new Blob([new Uint8Array(2.5 * 1024)]), { fetch, blockSize: 1024, onBlock });
    expect(calls).toEqual([
      { url: 'http://s/x?sig=1&blockid=0', method: 'PUT', size: 1024 },
      { url: 'http://s/x?sig=1&blockid=1', method: 'PUT', size: 1024 },
      { url: 'http://s/x?sig=1&blockid=2', method: 'PUT', size: 512 },
    ]);
    expect(onBlock).toHaveBeenLastCalledWith(3, 3);
  });

  it('stops at the first refused block', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: true, status: 201 })
      .mockResolvedValueOnce({ ok: false, status: 403 });
    const upload = uploadBlocks('http://s/x?sig=1', new Blob([new Uint8Array(3000)]), { fetch, blockSize: 1000 });
    await expect(upload).rejects.toBeInstanceOf(StorageError);
    await expect(upload).rejects.toThrow('the storage refused the upload (HTTP 403)');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up on a block the storage does not answer', async () => {
    const fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<never>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const upload = uploadBlocks('http://s/x?sig=1', new Blob(['abc']), { fetch, timeoutMs: 20 });
    await expect(upload).rejects.toMatchObject({ name: 'TimeoutError', message: 'the storage did not answer' });
  });

  it('passes a cancel on to the request', async () => {
    const controller = new AbortController();
    const fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<never>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const upload = uploadBlocks('http://s/x?sig=1', new Blob(['abc']), { fetch, signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
