/** The engine's seed of a calculation: stable for a roster and its calculation counter (FNV-1a, 32 bits). */
export function rosterSeed(rstd: string, calculation: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${rstd}#${calculation}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
