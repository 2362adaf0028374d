/**
 * Work made in the browser that the API has not taken yet (the kiosk's clock records, an
 * employee's requests made offline), kept in the browser's storage under one key so nothing is
 * lost while the API is away or the page reloads. Each item carries its own ref: sent again later,
 * the API takes it once.
 */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export class StoredQueue<T> {
  constructor(
    private readonly storage: QueueStorage,
    private readonly key: string,
    private readonly refOf: (item: T) => string,
    private readonly isItem: (value: unknown) => value is T,
  ) {}

  /** The items in the order made; a damaged store reads as empty rather than failing. */
  list(): T[] {
    try {
      const stored: unknown = JSON.parse(this.storage.getItem(this.key) ?? '[]');
      return Array.isArray(stored) ? stored.filter(this.isItem) : [];
    } catch {
      return [];
    }
  }

  /** Adds an item at the end, once per ref. */
  add(item: T): void {
    const ref = this.refOf(item);
    this.write([...this.list().filter((queued) => this.refOf(queued) !== ref), item]);
  }

  remove(ref: string): void {
    this.write(this.list().filter((queued) => this.refOf(queued) !== ref));
  }

  has(ref: string): boolean {
    return this.list().some((queued) => this.refOf(queued) === ref);
  }

  private write(items: T[]): void {
    this.storage.setItem(this.key, JSON.stringify(items));
  }
}
