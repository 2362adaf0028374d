/** Face descriptors (faceDescriptorNet.ts) are compared by their euclidean distance. */

/** Below this distance two descriptors show the same person (dlib's and face-api's rule; 0.5 is stricter). */
export const SAME_PERSON_DISTANCE = 0.6;

type Descriptor = ArrayLike<number>;

/** The euclidean distance of two descriptors of the same length. */
export function euclidean(a: Descriptor, b: Descriptor): number {
  if (a.length !== b.length) throw new Error(`euclidean: lengths differ (${a.length} and ${b.length})`);
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    sum += d * d;
  }
  return Math.sqrt(sum);
}
