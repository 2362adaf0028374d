import { NoFaceError, collectSamples, largestFace } from '../collectSamples';
import { faceVector } from '../faceVector';
import { fakeFace } from './fakes';

const immediate = () => Promise.resolve();

describe('collectSamples', () => {
  it('samples the 10th and the 31st frame with a face, and draws every frame', async () => {
    // Frames 0, 1, 3, 4, 6, 7, ... have a face (every third frame has none): the 10th face is on
    // frame 13, the 31st on frame 45.
    const faceOn = (frame: number) => (frame % 3 === 2 ? null : fakeFace(100, 80, 100 + frame));
    let frame = 0;
    const onFaces = jest.fn();
    const estimate = async () => {
      const face = faceOn(frame++);
      return face ? [face] : [];
    };
    const samples = await collectSamples({ estimate, onFaces, nextFrame: immediate });
    expect(samples.vector1).toEqual(faceVector(faceOn(13)!));
    expect(samples.face).toEqual(faceOn(45));
    expect(samples.vector2).toEqual(faceVector(faceOn(45)!));
    expect(onFaces).toHaveBeenCalledTimes(46);
  });

  it('gives up when no face is seen for the timeout', async () => {
    let now = 0;
    const estimate = jest.fn(async () => {
      now += 1_000;
      return [];
    });
    await expect(
      collectSamples({ estimate, nextFrame: immediate, now: () => now, noFaceTimeoutMs: 10_000 }),
    ).rejects.toBeInstanceOf(NoFaceError);
    expect(estimate).toHaveBeenCalledTimes(11);
  });

  it('counts the no-face time from the last face seen', async () => {
    let now = 0;
    let calls = 0;
    const face = fakeFace();
    // a face for 5 frames, then none
    const estimate = async () => {
      now += 1_000;
      return calls++ < 5 ? [face] : [];
    };
    await expect(
      collectSamples({ estimate, nextFrame: immediate, now: () => now, noFaceTimeoutMs: 10_000 }),
    ).rejects.toBeInstanceOf(NoFaceError);
    expect(now).toBe(16_000);
  });

  it('stops at once when cancelled', async () => {
    const controller = new AbortController();
    const estimate = jest.fn(async () => {
      controller.abort();
      return [fakeFace()];
    });
    await expect(collectSamples({ estimate, nextFrame: immediate, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(estimate).toHaveBeenCalledTimes(1);
  });
});

describe('largestFace', () => {
  it('picks the face with the largest box', () => {
    const small = fakeFace(0, 0, 50);
    const large = fakeFace(200, 0, 90);
    expect(largestFace([small, large, fakeFace(0, 100, 60)])).toBe(large);
    expect(largestFace([])).toBeUndefined();
  });
});
