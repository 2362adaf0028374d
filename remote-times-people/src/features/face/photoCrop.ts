/**
 * The square of the video frame that becomes the employee photo: centred on the face box (a little
 * above its centre, to keep the hair), CROP_SCALE times the box's larger side, moved (never cut)
 * to stay inside the frame, and never larger than the frame's shorter side.
 */
import type { FaceBox } from './faceTypes';

export const CROP_SCALE = 1.6;
/** How far above the box centre the square is centred, as a share of the box height. */
export const CROP_LIFT = 0.1;

export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function squareCrop(box: FaceBox, frameWidth: number, frameHeight: number, scale = CROP_SCALE): SquareCrop {
  const shorter = Math.min(frameWidth, frameHeight);
  const size = Math.round(clamp(Math.max(box.width, box.height) * scale, 1, shorter));
  const centreX = box.xMin + box.width / 2;
  const centreY = box.yMin + box.height / 2 - box.height * CROP_LIFT;
  const x = Math.round(clamp(centreX - size / 2, 0, frameWidth - size));
  const y = Math.round(clamp(centreY - size / 2, 0, frameHeight - size));
  return { x, y, size };
}
