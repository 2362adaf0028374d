import { SAME_PERSON_DISTANCE, euclidean } from '../faceDistance';

describe('euclidean', () => {
  it('is the straight-line distance', () => {
    expect(euclidean([0, 0], [3, 4])).toBe(5);
    expect(euclidean(new Float32Array([1, 2, 3]), new Float32Array([1, 2, 3]))).toBe(0);
    expect(euclidean([1, -1, 0.5], new Float32Array([-1, 1, 0.5]))).toBeCloseTo(Math.sqrt(8), 6);
  });

  it('is symmetric and sums over all 128 numbers', () => {
    const a = Float32Array.from({ length: 128 }, (_, i) => Math.sin(i));
    const b = Float32Array.from({ length: 128 }, (_, i) => Math.cos(i));
    const expected = Math.sqrt(a.reduce((sum, value, i) => sum + (value - b[i]!) ** 2, 0));
    expect(euclidean(a, b)).toBeCloseTo(expected, 10);
    expect(euclidean(b, a)).toBe(euclidean(a, b));
  });

  it('refuses descriptors of different lengths', () => {
    expect(() => euclidean([1, 2], [1, 2, 3])).toThrow('lengths differ (2 and 3)');
  });

  it('uses 0.6 as the same-person limit', () => {
    expect(SAME_PERSON_DISTANCE).toBe(0.6);
  });
});
