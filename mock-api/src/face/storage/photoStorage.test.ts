/**
 * One conformance suite for every PhotoStorage: the local folder and the S3 bucket (on a local
 * S3, testing/services/localS3.ts) answer every call alike. Below it, what only the bucket does:
 * presigned block URLs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalS3 } from '../../testing/services/localS3';
import type { LocalS3 } from '../../testing/services/localS3';
import { LocalPhotoStorage } from './localPhotoStorage';
import type { PhotoStorage } from './photoStorage';
import { s3ClientFor } from './s3Client';
import { S3PhotoStorage } from './s3PhotoStorage';

interface Subject {
  storage: PhotoStorage;
  /** Every file or object it holds, as keys (faces/…, staging/…). */
  contents(): Promise<string[]>;
  stop(): Promise<void>;
}

async function localFolder(): Promise<Subject> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'times-photos-'));
  return {
    storage: new LocalPhotoStorage(dir),
    contents: () =>
      Promise.resolve(
        fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((name) => fs.statSync(path.join(dir, name)).isFile())
          .map((name) => name.split(path.sep).join('/'))
          .sort(),
      ),
    stop: () => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })),
  };
}

async function s3Bucket(): Promise<Subject> {
  const s3 = await startLocalS3();
  const storage = new S3PhotoStorage(s3ClientFor(s3.settings), s3.settings.bucket);
  return {
    storage,
    contents: async () => (await storage.keys('')).sort(),
    stop: async () => {
      storage.close();
      await s3.stop();
    },
  };
}

const bytes = (text: string) => Buffer.from(text);

describe.each([
  ['the local folder', localFolder],
  ['the S3 bucket', s3Bucket],
])('%s', (_name, start) => {
  let subject: Subject;
  let storage: PhotoStorage;
  beforeAll(async () => {
    subject = await start();
    storage = subject.storage;
  });
  afterAll(() => subject.stop());
  afterEach(() => storage.clear());

  it('stages blocks in any order, a block sent again replacing the earlier one, and joins 0..n-1', async () => {
    await storage.stageBlock('upload0001', 'image', 2, bytes('C'));
    await storage.stageBlock('upload0001', 'image', 0, bytes('x'));
    await storage.stageBlock('upload0001', 'image', 1, bytes('BB'));
    await storage.stageBlock('upload0001', 'image', 0, bytes('AAA'));
    expect(await storage.stagedBlocks('upload0001', 'image')).toEqual([0, 1, 2]);
    expect(await storage.stagedBlocks('upload0001', 'thumbnail')).toEqual([]);
    expect((await storage.joinStaged('upload0001', 'image'))?.toString()).toBe('AAABBC');
    expect(await subject.contents()).toEqual([
      'staging/upload0001/image/0.block',
      'staging/upload0001/image/1.block',
      'staging/upload0001/image/2.block',
    ]);
  });

  it('orders blocks by number (10 after 9) and joins nothing while one is missing or none came', async () => {
    for (const index of [10, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8])
      await storage.stageBlock('upload0002', 'image', index, bytes(`${index},`));
    expect(await storage.stagedBlocks('upload0002', 'image')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await storage.joinStaged('upload0002', 'image'))?.toString()).toBe('0,1,2,3,4,5,6,7,8,9,10,');
    expect(await storage.joinStaged('upload0002', 'thumbnail')).toBeUndefined();
    await storage.stageBlock('upload0003', 'thumbnail', 1, bytes('late'));
    expect(await storage.joinStaged('upload0003', 'thumbnail')).toBeUndefined();
  });

  it('keeps uploads apart even when one id starts with another', async () => {
    await storage.stageBlock('ab', 'image', 0, bytes('short'));
    await storage.stageBlock('abc', 'image', 0, bytes('long'));
    await storage.stageBlock('abc', 'image', 1, bytes('er'));
    expect(await storage.stagedBlocks('ab', 'image')).toEqual([0]);
    expect((await storage.joinStaged('ab', 'image'))?.toString()).toBe('short');
    await storage.dropStaged('ab');
    expect((await storage.joinStaged('abc', 'image'))?.toString()).toBe('longer');
  });

  it("drops a part's staged blocks, or the whole upload's", async () => {
    await storage.stageBlock('upload0004', 'thumbnail', 0, bytes('t'));
    await storage.stageBlock('upload0004', 'image', 0, bytes('i'));
    await storage.dropStaged('upload0004', 'thumbnail');
    expect(await subject.contents()).toEqual(['staging/upload0004/image/0.block']);
    await storage.dropStaged('upload0004');
    expect(await subject.contents()).toEqual([]);
    // Nothing to drop is no error.
    await storage.dropStaged('upload0004');
  });

  it('commits a part, reads it back byte for byte, and removes it', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0, 1, 2, 0xff, 0xd9]);
    expect(await storage.read('upload0005', 'thumbnail')).toBeUndefined();
    await storage.commit('upload0005', 'thumbnail', jpeg);
    expect((await storage.read('upload0005', 'thumbnail'))?.equals(jpeg)).toBe(true);
    expect(await storage.read('upload0005', 'image')).toBeUndefined();
    expect(await subject.contents()).toEqual(['faces/upload0005/thumb.jpg']);
    await storage.commit('upload0005', 'image', bytes('image'));
    await storage.remove('upload0005', 'thumbnail');
    expect(await storage.read('upload0005', 'thumbnail')).toBeUndefined();
    expect(await subject.contents()).toEqual(['faces/upload0005/image.jpg']);
    await storage.remove('upload0005', 'image');
    await storage.remove('upload0005', 'image');
    expect(await subject.contents()).toEqual([]);
  });

  it('sweeps what the records no longer name and keeps what they do', async () => {
    await storage.commit('kept0001', 'thumbnail', bytes('kept'));
    await storage.commit('kept0001', 'image', bytes('replaced'));
    await storage.commit('gone0001', 'thumbnail', bytes('gone'));
    await storage.stageBlock('open0001', 'image', 0, bytes('open'));
    await storage.stageBlock('closed01', 'image', 0, bytes('closed'));
    await storage.sweep(new Set(['kept0001/thumbnail']), new Set(['open0001']));
    expect(await subject.contents()).toEqual(['faces/kept0001/thumb.jpg', 'staging/open0001/image/0.block']);
    expect((await storage.read('kept0001', 'thumbnail'))?.toString()).toBe('kept');
    await storage.sweep(new Set(), new Set());
    expect(await subject.contents()).toEqual([]);
  });

  it('clears every photo and staged block', async () => {
    await storage.commit('upload0006', 'image', bytes('i'));
    await storage.stageBlock('upload0007', 'thumbnail', 3, bytes('t'));
    await storage.clear();
    expect(await subject.contents()).toEqual([]);
    expect(await storage.read('upload0006', 'image')).toBeUndefined();
  });

  it('refuses an upload id that could leave its folder', async () => {
    await expect(storage.stageBlock('../escape', 'image', 0, bytes('x'))).rejects.toThrow('unsafe upload id');
    await expect(storage.commit('a/b', 'image', bytes('x'))).rejects.toThrow('unsafe upload id');
    await expect(storage.read('', 'image')).rejects.toThrow('unsafe upload id');
    expect(await subject.contents()).toEqual([]);
  });
});

describe('the local folder: block URLs', () => {
  it('offers none: the bytes come through the API', async () => {
    const storage = new LocalPhotoStorage(os.tmpdir());
    expect(await storage.blockUploadUrl({ rcdd: 'upload0008', part: 'image', index: 0, size: 10 }, 60)).toBeUndefined();
  });
});

describe('the S3 bucket: presigned block URLs', () => {
  let s3: LocalS3;
  let storage: S3PhotoStorage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = new S3PhotoStorage(s3ClientFor(s3.settings), s3.settings.bucket);
  });
  afterAll(async () => {
    storage.close();
    await s3.stop();
  });

  const put = (url: string, body: string) =>
    fetch(url, { method: 'PUT', body, headers: { 'content-type': 'application/octet-stream' } });

  it('takes exactly the signed length at the block key straight from the caller', async () => {
    const url = await storage.blockUploadUrl({ rcdd: 'upload0009', part: 'image', index: 1, size: 5 }, 60);
    expect(url).toMatch(
      new RegExp(
        `^${s3.settings.endpoint}/${s3.settings.bucket}/staging/upload0009/image/1\\.block\\?.*X-Amz-Signature=`,
      ),
    );
    expect(url).toContain('X-Amz-Expires=60&');
    expect(url).toContain('X-Amz-SignedHeaders=content-length%3Bhost&');
    // No checksum of a body unknown at signing time (S3 would refuse the block against it).
    expect(url).not.toMatch(/checksum/i);
    expect((await put(url, 'six b!')).status).toBe(403);
    expect((await put(url, 'five!')).status).toBe(200);
    expect(await storage.stagedBlocks('upload0009', 'image')).toEqual([1]);
  });

  it('is refused with anything added to its query: a block id cannot be appended (hence the 307 per block)', async () => {
    const url = await storage.blockUploadUrl({ rcdd: 'upload0010', part: 'image', index: 0, size: 5 }, 60);
    const response = await put(`${url}&blockid=0`, 'five!');
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('SignatureDoesNotMatch');
    expect(await storage.stagedBlocks('upload0010', 'image')).toEqual([]);
  });
});
