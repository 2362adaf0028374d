import { LEFT_EYE, MOUTH, RIGHT_EYE, alignedCrop } from '../faceAlignment';
import type { FacePoint } from '../faceTypes';

/** 468 landmarks at the origin, with the eyes' and the mouth's points at the given centres. */
function face(left: FacePoint, right: FacePoint, mouth: FacePoint): FacePoint[] {
  const points: FacePoint[] = Array.from({ length: 468 }, () => ({ x: 0, y: 0 }));
  const place = (indices: readonly number[], at: FacePoint) => {
    // Symmetric around the centre: the centre is `at`.
    indices.forEach((index, i) => {
      const offset = i % 2 === 0 ? 3 : -3;
      points[index] = { x: at.x + (i < 2 ? offset : 0), y: at.y + (i < 2 ? 0 : offset) };
    });
  };
  place(LEFT_EYE, left);
  place(RIGHT_EYE, right);
  place(MOUTH, mouth);
  return points;
}

describe('the aligned crop of a face', () => {
  it('is eye-to-mouth / 0.45 wide, placed as dlib’s aligned face from the three centres', () => {
    // Eyes 60 px apart, mouth 80 px below their middle: eye-to-mouth = hypot(30, 80) = 85.44.
    const crop = alignedCrop(face({ x: 170, y: 200 }, { x: 230, y: 200 }, { x: 200, y: 280 }));
    const size = Math.floor(Math.hypot(30, 80) / 0.45);
    expect(crop).toEqual({ x: Math.floor(200 - 0.5 * size), y: Math.floor(226.666 - 0.43 * size), size });
  });

  it('follows the face: twice as near, twice the side', () => {
    const far = alignedCrop(face({ x: 170, y: 200 }, { x: 230, y: 200 }, { x: 200, y: 280 }));
    const near = alignedCrop(face({ x: 140, y: 200 }, { x: 260, y: 200 }, { x: 200, y: 360 }));
    expect(Math.abs(near.size - 2 * far.size)).toBeLessThanOrEqual(1);
  });

  it('needs the landmarks it reads', () => {
    expect(() => alignedCrop([{ x: 1, y: 1 }])).toThrow('A face needs landmark');
  });
});
