/**
 * Work run one at a time per name within this process: each waits for the one before it under the
 * same name to settle, whether that succeeded or failed (the caller of each sees its own result).
 */
export class WorkQueues {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(name) ?? Promise.resolve()).then(work);
    const tail = result.catch(() => undefined);
    this.tails.set(name, tail);
    // Forget a name once its last work settled, so names do not pile up.
    void tail.then(() => {
      if (this.tails.get(name) === tail) this.tails.delete(name);
    });
    return result;
  }
}
