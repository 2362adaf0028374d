/**
 * The face-mesh overlay: a canvas laid over the video, in the video's own pixel size (CSS scales
 * both the same way), showing the landmark mesh of every face found. Used by the face capture
 * and the webcam page.
 */
import type { DetectedFace, KeypointPair } from './faceTypes';

export const MESH_LINE = 'rgba(138, 79, 209, 0.75)';
export const MESH_POINT = 'rgba(255, 255, 255, 0.9)';

/** Gives the canvas the frame's size (which also clears it). */
export function sizeOverlay(canvas: HTMLCanvasElement, width: number, height: number): void {
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
}

export function clearOverlay(canvas: HTMLCanvasElement | null): void {
  canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
}

/** Clears the overlay and draws the faces' mesh (the pairs) and landmarks. Returns the faces drawn. */
export function drawFaces(
  canvas: HTMLCanvasElement,
  faces: readonly DetectedFace[],
  pairs: readonly KeypointPair[],
  frame: { width: number; height: number },
): number {
  sizeOverlay(canvas, frame.width, frame.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) return 0;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const scale = Math.max(1, frame.width / 440);
  for (const { keypoints } of faces) {
    ctx.strokeStyle = MESH_LINE;
    ctx.lineWidth = scale;
    ctx.beginPath();
    for (const [a, b] of pairs) {
      const from = keypoints[a];
      const to = keypoints[b];
      if (!from || !to) continue;
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(to.x, to.y);
    }
    ctx.stroke();
    ctx.fillStyle = MESH_POINT;
    const dot = scale;
    for (const point of keypoints) ctx.fillRect(point.x - dot / 2, point.y - dot / 2, dot, dot);
  }
  return faces.length;
}
