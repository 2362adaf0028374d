/**
 * The photo blobs on disk, in the storage folder (config.storageDir):
 *   faces/<rcdd>/thumb.jpg, faces/<rcdd>/image.jpg   committed photos (never changed once written)
 *   staging/<rcdd>/<part>/<n>.block                   blocks PUT to a write link, until commit
 * Every file is written atomically (temp file, fsync, rename), so a crash leaves either the old
 * state or the new one. The store's photo_uploads records say what is committed; sweep() removes
 * what they no longer name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../store/atomicWrite';

export type PhotoPart = 'thumbnail' | 'image';

export const PHOTO_PARTS: readonly PhotoPart[] = ['thumbnail', 'image'];

/** The file name of a committed part (also the last segment of its storage link). */
export const PART_FILES: Readonly<Record<PhotoPart, string>> = { thumbnail: 'thumb.jpg', image: 'image.jpg' };

const COMMITTED = 'faces';
const STAGING = 'staging';
const TEMP = /^\..*\.tmp$/;
const BLOCK = /^(\d+)\.block$/;

/** Upload ids become folder names: only [A-Za-z0-9_-], so no path can escape the storage folder. */
export const SAFE_ID = /^[\w-]{1,64}$/;

const safe = (rcdd: string): string => {
  if (!SAFE_ID.test(rcdd)) throw new Error(`unsafe upload id: ${JSON.stringify(rcdd)}`);
  return rcdd;
};

/** Write bytes to `file` atomically (temp file, flushed, renamed over it; see store/atomicWrite.ts). */
export const writeBytesAtomic = (file: string, bytes: Uint8Array): void => writeFileAtomic(file, bytes);

const readDir = (dir: string): string[] => {
  try {
    return fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

const removeIfEmpty = (dir: string): void => {
  if (readDir(dir).length === 0) fs.rmSync(dir, { recursive: true, force: true });
};

export class BlobStore {
  constructor(readonly dir: string) {}

  committedFile(rcdd: string, part: PhotoPart): string {
    return path.join(this.dir, COMMITTED, safe(rcdd), PART_FILES[part]);
  }

  private stagingDir(rcdd: string, part?: PhotoPart): string {
    return path.join(this.dir, STAGING, safe(rcdd), ...(part ? [part] : []));
  }

  /** Stage block `index` of a part; a block PUT again replaces the earlier one. */
  stageBlock(rcdd: string, part: PhotoPart, index: number, bytes: Uint8Array): void {
    writeBytesAtomic(path.join(this.stagingDir(rcdd, part), `${index}.block`), bytes);
  }

  /** The staged block numbers of a part, ascending. */
  stagedBlocks(rcdd: string, part: PhotoPart): number[] {
    return readDir(this.stagingDir(rcdd, part))
      .map((name) => BLOCK.exec(name)?.[1])
      .filter((index): index is string => index !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  }

  /** Blocks 0..n-1 joined, or undefined when there are none or one is missing. */
  joinStaged(rcdd: string, part: PhotoPart): Buffer | undefined {
    const blocks = this.stagedBlocks(rcdd, part);
    if (blocks.length === 0 || blocks.some((index, position) => index !== position)) return undefined;
    const dir = this.stagingDir(rcdd, part);
    return Buffer.concat(blocks.map((index) => fs.readFileSync(path.join(dir, `${index}.block`))));
  }

  /** Drop the staged blocks of a part, or of the whole upload. */
  dropStaged(rcdd: string, part?: PhotoPart): void {
    fs.rmSync(this.stagingDir(rcdd, part), { recursive: true, force: true });
  }

  commit(rcdd: string, part: PhotoPart, bytes: Uint8Array): void {
    writeBytesAtomic(this.committedFile(rcdd, part), bytes);
  }

  /** A committed part's bytes, or undefined when there is none. */
  read(rcdd: string, part: PhotoPart): Buffer | undefined {
    try {
      return fs.readFileSync(this.committedFile(rcdd, part));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  remove(rcdd: string, part: PhotoPart): void {
    fs.rmSync(this.committedFile(rcdd, part), { force: true });
    removeIfEmpty(path.join(this.dir, COMMITTED, rcdd));
  }

  /** Remove every blob and staged block (the folders this store owns, never the storage folder's other content). */
  clear(): void {
    fs.rmSync(path.join(this.dir, COMMITTED), { recursive: true, force: true });
    fs.rmSync(path.join(this.dir, STAGING), { recursive: true, force: true });
  }

  /**
   * Remove what the store no longer names: committed files not in `committed` (keys
   * `${rcdd}/${part}`), staged uploads not in `staging` (rcdd), and temp files a crash left.
   */
  sweep(committed: ReadonlySet<string>, staging: ReadonlySet<string>): void {
    const facesDir = path.join(this.dir, COMMITTED);
    for (const rcdd of readDir(facesDir)) {
      const folder = path.join(facesDir, rcdd);
      for (const name of readDir(folder)) {
        const part = PHOTO_PARTS.find((candidate) => PART_FILES[candidate] === name);
        if (!part || !committed.has(`${rcdd}/${part}`))
          fs.rmSync(path.join(folder, name), { recursive: true, force: true });
      }
      removeIfEmpty(folder);
    }
    const stagingDir = path.join(this.dir, STAGING);
    for (const rcdd of readDir(stagingDir)) {
      const folder = path.join(stagingDir, rcdd);
      if (!staging.has(rcdd)) {
        fs.rmSync(folder, { recursive: true, force: true });
        continue;
      }
      for (const part of readDir(folder)) {
        for (const name of readDir(path.join(folder, part))) {
          if (TEMP.test(name)) fs.rmSync(path.join(folder, part, name), { force: true });
        }
      }
    }
  }
}
