/**
 * A face vector sent to the server (vector1, vector2): the landmarks of one sample, each x and y
 * normalised to the face's box (0 = left/top edge, 1 = right/bottom edge) and flattened in
 * landmark order: [x0, y0, x1, y1, ...], 468 landmarks → 936 numbers, 4 decimals each. Being
 * relative to the box, it does not depend on where the face is in the frame or how near it is.
 */
import type { DetectedFace } from './faceTypes';

export const FACE_LANDMARKS = 468;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function faceVector(face: DetectedFace, landmarks = FACE_LANDMARKS): number[] {
  const { xMin, yMin, width, height } = face.box;
  if (!(width > 0 && height > 0)) throw new Error('The face box is empty');
  if (face.keypoints.length < landmarks)
    throw new Error(`A face needs ${landmarks} landmarks, got ${face.keypoints.length}`);
  const vector: number[] = [];
  for (const point of face.keypoints.slice(0, landmarks)) {
    vector.push(round4((point.x - xMin) / width), round4((point.y - yMin) / height));
  }
  return vector;
}
