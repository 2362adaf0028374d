/** Fresh public ids (emd, lvdd) checked against a Set of the ids in use, so a batch stays O(n). */
import { randomToken } from '../security/tokens';

/** A random public id no member of `taken` uses; it is added to `taken`. */
export function freshId(taken: Set<string>): string {
  for (;;) {
    const id = randomToken(12);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}
