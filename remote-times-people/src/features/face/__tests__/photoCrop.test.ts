import { CROP_LIFT, CROP_SCALE, squareCrop } from '../photoCrop';
import type { FaceBox } from '../faceTypes';

const box = (xMin: number, yMin: number, width: number, height: number): FaceBox => ({
  xMin,
  yMin,
  width,
  height,
  xMax: xMin + width,
  yMax: yMin + height,
});

describe('squareCrop', () => {
  it('is a square CROP_SCALE times the larger side, centred on the face (a little above)', () => {
    const crop = squareCrop(box(170, 120, 100, 80), 440, 340);
    expect(crop.size).toBe(Math.round(100 * CROP_SCALE));
    expect(crop.x).toBe(Math.round(220 - crop.size / 2));
    expect(crop.y).toBe(Math.round(160 - 80 * CROP_LIFT - crop.size / 2));
  });

  it('moves inside the frame at the edges instead of cutting', () => {
    expect(squareCrop(box(0, 0, 100, 100), 440, 340)).toEqual({ x: 0, y: 0, size: 160 });
    expect(squareCrop(box(380, 300, 60, 40), 440, 340)).toEqual({ x: 440 - 96, y: 340 - 96, size: 96 });
  });

  it('is never larger than the shorter side of the frame', () => {
    const crop = squareCrop(box(20, 10, 400, 330), 440, 340);
    expect(crop.size).toBe(340);
    expect(crop.y).toBe(0);
    expect(crop.x).toBeGreaterThanOrEqual(0);
    expect(crop.x + crop.size).toBeLessThanOrEqual(440);
  });
});
