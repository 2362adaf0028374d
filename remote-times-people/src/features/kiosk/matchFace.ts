/**
 * Whose face the kiosk sees: the descriptor of the face against the site's enrolled employees only
 * (each by the nearest of their descriptors). A match must be near enough (MATCH_DISTANCE, stricter
 * than dlib's 0.6 decision threshold: on face-api's sample photos two different people came 0.49
 * apart, and the kiosk must never guess) and clearly nearer than anyone else (MATCH_MARGIN);
 * otherwise the face is refused and the employee number is the way on.
 */
import type { KioskEmployee } from '@times/shared-sdk';
import { euclidean } from '../face/recognition/faceDistance';

export const MATCH_DISTANCE = 0.45;
export const MATCH_MARGIN = 0.08;

export type FaceMatch =
  | { kind: 'match'; employee: KioskEmployee; distance: number }
  /** Nobody near enough. */
  | { kind: 'unknown' }
  /** Two employees about as near: refused rather than guessed. */
  | { kind: 'ambiguous' };

export function matchFace(descriptor: ArrayLike<number>, employees: readonly KioskEmployee[]): FaceMatch {
  let best: { employee: KioskEmployee; distance: number } | null = null;
  let second = Number.POSITIVE_INFINITY;
  for (const employee of employees) {
    if (employee.descriptors.length === 0) continue;
    let nearest = Number.POSITIVE_INFINITY;
    for (const enrolled of employee.descriptors) nearest = Math.min(nearest, euclidean(descriptor, enrolled));
    if (!best || nearest < best.distance) {
      if (best) second = best.distance;
      best = { employee, distance: nearest };
    } else if (nearest < second) second = nearest;
  }
  if (!best || best.distance >= MATCH_DISTANCE) return { kind: 'unknown' };
  if (second - best.distance < MATCH_MARGIN) return { kind: 'ambiguous' };
  return { kind: 'match', ...best };
}
