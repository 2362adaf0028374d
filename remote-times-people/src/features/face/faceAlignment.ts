/**
 * The square of the frame the face description network reads (150x150 once scaled), placed as
 * face-api places dlib's aligned face (MIT, Copyright (c) Vladimir Mandic): from the centres of the
 * eyes and the mouth, its side the mean eye-to-mouth distance / 0.45, its corner half a side left
 * of and 0.43 of a side above the mean of the three centres. Enrolment and the kiosk cut it the
 * same way from the face mesh's landmarks, so their descriptors compare.
 */
import type { FacePoint } from './faceTypes';
import type { SquareCrop } from './photoCrop';

/** MediaPipe Face Mesh landmarks around each eye (corners, upper and lower lid) and the lips' middle. */
export const LEFT_EYE = [33, 133, 159, 145] as const;
export const RIGHT_EYE = [362, 263, 386, 374] as const;
export const MOUTH = [13, 14, 78, 308] as const;

/** The side of the network's input. */
export const DESCRIPTOR_INPUT = 150;

function centre(points: readonly FacePoint[], indices: readonly number[]): FacePoint {
  let x = 0;
  let y = 0;
  for (const index of indices) {
    const point = points[index];
    if (!point) throw new Error(`A face needs landmark ${index}`);
    x += point.x;
    y += point.y;
  }
  return { x: x / indices.length, y: y / indices.length };
}

const distance = (a: FacePoint, b: FacePoint) => Math.hypot(a.x - b.x, a.y - b.y);

export function alignedCrop(keypoints: readonly FacePoint[]): SquareCrop {
  const left = centre(keypoints, LEFT_EYE);
  const right = centre(keypoints, RIGHT_EYE);
  const mouth = centre(keypoints, MOUTH);
  const size = Math.max(1, Math.floor((distance(left, mouth) + distance(right, mouth)) / 2 / 0.45));
  const refX = (left.x + right.x + mouth.x) / 3;
  const refY = (left.y + right.y + mouth.y) / 3;
  return { x: Math.floor(refX - 0.5 * size), y: Math.floor(refY - 0.43 * size), size };
}
