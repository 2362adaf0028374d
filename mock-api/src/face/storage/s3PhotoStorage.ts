/**
 * The photos in an S3-compatible bucket, one object per file of layout.ts. S3's own multipart
 * upload does not fit the spec's 1 MiB blocks (every part but the last must be at least 5 MiB),
 * so each block is an object of its own: the browser PUTs it straight to the bucket with a
 * presigned URL (blockUploadUrl), and the commit joins the blocks here and writes the photo as
 * one object. A PutObject replaces an object whole, so no reader sees half a photo.
 */
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { COMMITTED, STAGING, ascending, blockPath, committedPath, complete, stagingPath } from './layout';
import { partOfFile } from './photoParts';
import type { PhotoPart } from './photoParts';
import type { BlockTarget, PhotoStorage } from './photoStorage';

const key = (segments: string[]): string => segments.join('/');
/** The keys below a folder: its path and a trailing '/', so upload `ab` never lists `abc`. */
const prefix = (segments: string[]): string => `${key(segments)}/`;

/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

export class S3PhotoStorage implements PhotoStorage {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
  ) {}

  /** Every key below `below` (all pages). */
  async keys(below: string): Promise<string[]> {
    const found: string[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: below })) {
      for (const object of page.Contents ?? []) if (object.Key) found.push(object.Key);
    }
    return found;
  }

  private async put(segments: string[], bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key(segments), Body: bytes, ContentType: contentType }),
    );
  }

  private async get(segments: string[]): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key(segments) }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  private async deleteKeys(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length)
        throw new Error(`the bucket kept ${failed.length} object(s): ${failed[0]?.Key} (${failed[0]?.Code})`);
    }
  }

  async stageBlock(rcdd: string, part: PhotoPart, index: number, bytes: Uint8Array): Promise<void> {
    await this.put(blockPath(rcdd, part, index), bytes, 'application/octet-stream');
  }

  async stagedBlocks(rcdd: string, part: PhotoPart): Promise<number[]> {
    const below = prefix(stagingPath(rcdd, part));
    return ascending((await this.keys(below)).map((name) => name.slice(below.length)));
  }

  async joinStaged(rcdd: string, part: PhotoPart): Promise<Buffer | undefined> {
    const blocks = await this.stagedBlocks(rcdd, part);
    if (!complete(blocks)) return undefined;
    const bytes = await Promise.all(blocks.map((index) => this.get(blockPath(rcdd, part, index))));
    // A block removed since the listing (a sweep of the expired upload) is a block missing.
    return bytes.every((block): block is Buffer => block !== undefined) ? Buffer.concat(bytes) : undefined;
  }

  async dropStaged(rcdd: string, part?: PhotoPart): Promise<void> {
    await this.deleteKeys(await this.keys(prefix(stagingPath(rcdd, part))));
  }

  async commit(rcdd: string, part: PhotoPart, bytes: Uint8Array): Promise<void> {
    await this.put(committedPath(rcdd, part), bytes, 'image/jpeg');
  }

  async read(rcdd: string, part: PhotoPart): Promise<Buffer | undefined> {
    return await this.get(committedPath(rcdd, part));
  }

  async remove(rcdd: string, part: PhotoPart): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key(committedPath(rcdd, part)) }));
  }

  async clear(): Promise<void> {
    const [committed, staged] = await Promise.all([this.keys(prefix([COMMITTED])), this.keys(prefix([STAGING]))]);
    await this.deleteKeys([...committed, ...staged]);
  }

  async sweep(committed: ReadonlySet<string>, staging: ReadonlySet<string>): Promise<void> {
    const [photos, staged] = await Promise.all([this.keys(prefix([COMMITTED])), this.keys(prefix([STAGING]))]);
    const unnamedPhoto = (name: string) => {
      const [, rcdd, file, ...rest] = name.split('/');
      const part = file === undefined ? undefined : partOfFile(file);
      return rest.length > 0 || !part || !committed.has(`${rcdd}/${part}`);
    };
    const closedUpload = (name: string) => !staging.has(name.split('/')[1] ?? '');
    await this.deleteKeys([...photos.filter(unnamedPhoto), ...staged.filter(closedUpload)]);
  }

  async blockUploadUrl({ rcdd, part, index, size }: BlockTarget, seconds: number): Promise<string> {
    // The length is signed: the bucket takes exactly the bytes the API let through, no more.
    const put = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key(blockPath(rcdd, part, index)),
      ContentLength: size,
    });
    return await getSignedUrl(this.client, put, { expiresIn: seconds });
  }

  close(): void {
    this.client.destroy();
  }
}
