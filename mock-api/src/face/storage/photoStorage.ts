/**
 * Where the employee photos live: a local folder (localPhotoStorage.ts, the default) or an
 * S3-compatible bucket (s3PhotoStorage.ts, when S3_BUCKET is set); photoStorageFor.ts picks one.
 * Both keep the same layout (layout.ts) and pass the same conformance tests
 * (photoStorage.test.ts). The photo_uploads records say what is committed; the storage only
 * keeps bytes, and sweep() removes what the records no longer name.
 */
import type { PhotoPart } from './photoParts';

/** One block of a part, as the browser sends it. */
export interface BlockTarget {
  rcdd: string;
  part: PhotoPart;
  index: number;
  /** Its length in bytes (1..1 MiB), as the request declared it. */
  size: number;
}

export interface PhotoStorage {
  /** Stage block `index` of a part; a block sent again replaces the earlier one. */
  stageBlock(rcdd: string, part: PhotoPart, index: number, bytes: Uint8Array): Promise<void>;
  /** The staged block numbers of a part, ascending. */
  stagedBlocks(rcdd: string, part: PhotoPart): Promise<number[]>;
  /** Blocks 0..n-1 joined, or undefined when there are none or one is missing. */
  joinStaged(rcdd: string, part: PhotoPart): Promise<Buffer | undefined>;
  /** Drop the staged blocks of a part, or of the whole upload. */
  dropStaged(rcdd: string, part?: PhotoPart): Promise<void>;
  /** Write a committed part (whole, never seen half-written). */
  commit(rcdd: string, part: PhotoPart, bytes: Uint8Array): Promise<void>;
  /** A committed part's bytes, or undefined when there is none. */
  read(rcdd: string, part: PhotoPart): Promise<Buffer | undefined>;
  /** Remove a committed part. */
  remove(rcdd: string, part: PhotoPart): Promise<void>;
  /** Remove every photo and staged block (only what this storage owns). */
  clear(): Promise<void>;
  /**
   * Remove what the records no longer name: committed parts not in `committed` (keys
   * `${rcdd}/${part}`) and staged blocks of uploads not in `staging` (rcdd).
   */
  sweep(committed: ReadonlySet<string>, staging: ReadonlySet<string>): Promise<void>;
  /**
   * Where the browser sends a block's bytes itself, valid for `seconds`: a presigned PUT URL of
   * exactly `block.size` bytes. undefined: this storage takes the bytes through the API (stageBlock).
   */
  blockUploadUrl(block: BlockTarget, seconds: number): Promise<string | undefined>;
  /** Let go of connections (the API is closing). */
  close(): void;
}
