/**
 * The photos in a local folder (config.storageDir), laid out as layout.ts says. Every file is
 * written atomically (temp file, fsync, rename), so a crash leaves either the old state or the
 * new one; sweep() also removes the temp files a crash left. The bytes of each block come
 * through the API (/storage), so blockUploadUrl() has none to offer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../store/atomicWrite';
import { COMMITTED, STAGING, ascending, blockPath, committedPath, complete, stagingPath } from './layout';
import { partOfFile } from './photoParts';
import type { PhotoPart } from './photoParts';
import type { BlockTarget, PhotoStorage } from './photoStorage';

const TEMP = /^\..*\.tmp$/;

const readDir = (dir: string): string[] => {
  try {
    return fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

/** Run file work now, its result (or error) as a promise: the folder's calls are synchronous. */
const settled = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));

const removeIfEmpty = (dir: string): void => {
  if (readDir(dir).length === 0) fs.rmSync(dir, { recursive: true, force: true });
};

export class LocalPhotoStorage implements PhotoStorage {
  constructor(readonly dir: string) {}

  private file(segments: string[]): string {
    return path.join(this.dir, ...segments);
  }

  stageBlock(rcdd: string, part: PhotoPart, index: number, bytes: Uint8Array): Promise<void> {
    return settled(() => writeFileAtomic(this.file(blockPath(rcdd, part, index)), bytes));
  }

  stagedBlocks(rcdd: string, part: PhotoPart): Promise<number[]> {
    return settled(() => ascending(readDir(this.file(stagingPath(rcdd, part)))));
  }

  async joinStaged(rcdd: string, part: PhotoPart): Promise<Buffer | undefined> {
    const blocks = await this.stagedBlocks(rcdd, part);
    if (!complete(blocks)) return undefined;
    return Buffer.concat(blocks.map((index) => fs.readFileSync(this.file(blockPath(rcdd, part, index)))));
  }

  dropStaged(rcdd: string, part?: PhotoPart): Promise<void> {
    return settled(() => fs.rmSync(this.file(stagingPath(rcdd, part)), { recursive: true, force: true }));
  }

  commit(rcdd: string, part: PhotoPart, bytes: Uint8Array): Promise<void> {
    return settled(() => writeFileAtomic(this.file(committedPath(rcdd, part)), bytes));
  }

  read(rcdd: string, part: PhotoPart): Promise<Buffer | undefined> {
    return settled(() => {
      try {
        return fs.readFileSync(this.file(committedPath(rcdd, part)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    });
  }

  remove(rcdd: string, part: PhotoPart): Promise<void> {
    return settled(() => {
      const file = this.file(committedPath(rcdd, part));
      fs.rmSync(file, { force: true });
      removeIfEmpty(path.dirname(file));
    });
  }

  clear(): Promise<void> {
    return settled(() => {
      fs.rmSync(this.file([COMMITTED]), { recursive: true, force: true });
      fs.rmSync(this.file([STAGING]), { recursive: true, force: true });
    });
  }

  sweep(committed: ReadonlySet<string>, staging: ReadonlySet<string>): Promise<void> {
    return settled(() => this.sweepNow(committed, staging));
  }

  private sweepNow(committed: ReadonlySet<string>, staging: ReadonlySet<string>): void {
    const facesDir = this.file([COMMITTED]);
    for (const rcdd of readDir(facesDir)) {
      const folder = path.join(facesDir, rcdd);
      for (const name of readDir(folder)) {
        const part = partOfFile(name);
        if (!part || !committed.has(`${rcdd}/${part}`))
          fs.rmSync(path.join(folder, name), { recursive: true, force: true });
      }
      removeIfEmpty(folder);
    }
    const stagingDir = this.file([STAGING]);
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

  blockUploadUrl(_block: BlockTarget, _seconds: number): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  close(): void {
    // Nothing is held open between calls.
  }
}
