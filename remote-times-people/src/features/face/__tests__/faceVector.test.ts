import { FACE_LANDMARKS, faceVector } from '../faceVector';
import type { DetectedFace } from '../faceTypes';

function face(offsetX: number, offsetY: number, scale: number, count = FACE_LANDMARKS): DetectedFace {
  const keypoints = Array.from({ length: count }, (_, i) => ({
    x: offsetX + ((i % 20) / 19) * 100 * scale,
    y: offsetY + (Math.floor(i / 20) / 23) * 120 * scale,
    z: 1,
  }));
  return {
    keypoints,
    box: {
      xMin: offsetX,
      yMin: offsetY,
      xMax: offsetX + 100 * scale,
      yMax: offsetY + 120 * scale,
      width: 100 * scale,
      height: 120 * scale,
    },
  };
}

describe('faceVector', () => {
  it('gives x, y of the 468 landmarks relative to the face box, flattened', () => {
    const vector = faceVector(face(50, 40, 1));
    expect(vector).toHaveLength(936);
    expect(vector.slice(0, 4)).toEqual([0, 0, 0.0526, 0]);
    expect(Math.max(...vector)).toBeLessThanOrEqual(1);
    expect(Math.min(...vector)).toBeGreaterThanOrEqual(0);
  });

  it('does not depend on where the face is or how large it is', () => {
    expect(faceVector(face(300, 10, 2.5))).toEqual(faceVector(face(0, 0, 1)));
  });

  it('keeps 4 decimals', () => {
    for (const value of faceVector(face(7, 3, 1.37))) expect(Math.round(value * 10_000) / 10_000).toBe(value);
  });

  it('uses only the first 468 landmarks (irises, if any, are left out)', () => {
    expect(faceVector(face(0, 0, 1, 478))).toHaveLength(936);
  });

  it('refuses an empty box or too few landmarks', () => {
    const flat = face(0, 0, 1);
    expect(() => faceVector({ ...flat, box: { ...flat.box, width: 0 } })).toThrow();
    expect(() => faceVector(face(0, 0, 1, 10))).toThrow();
  });
});
