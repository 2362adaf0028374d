/** A lowdb 1 sync adapter over one JSON file, written with writeFileAtomic. */
import fs from 'node:fs';
import type { AdapterSync } from 'lowdb';
import { removeStaleTemps, writeFileAtomic } from './atomicWrite';
import type { AtomicFs } from './atomicWrite';

export class AtomicFileAdapter<S> implements AdapterSync<S> {
  /**
   * @param source the JSON file
   * @param defaultValue the content of a first start (the file is created with it)
   */
  constructor(
    readonly source: string,
    private readonly defaultValue: () => S,
    private readonly ops: AtomicFs = fs,
  ) {
    removeStaleTemps(source);
  }

  read(): S {
    let text: string;
    try {
      text = fs.readFileSync(this.source, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      const initial = this.defaultValue();
      this.write(initial);
      return initial;
    }
    try {
      return JSON.parse(text) as S;
    } catch {
      throw new Error(
        `The store ${this.source} is not valid JSON. Restore the seed with "npm run reset --workspace mock-api".`,
      );
    }
  }

  write(state: S): void {
    writeFileAtomic(this.source, `${JSON.stringify(state, null, 2)}\n`, this.ops);
  }
}
