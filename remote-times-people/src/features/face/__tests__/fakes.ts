/** Fakes shared by the face tests: faces, a model, a camera. */
import type { Camera } from '../camera';
import type { DetectedFace, FaceModel } from '../faceTypes';

export function fakeFace(xMin = 100, yMin = 80, size = 120): DetectedFace {
  const keypoints = Array.from({ length: 468 }, (_, i) => ({
    x: xMin + ((i * 7) % size),
    y: yMin + ((i * 13) % size),
  }));
  return { keypoints, box: { xMin, yMin, width: size, height: size, xMax: xMin + size, yMax: yMin + size } };
}

export type FakeModel = FaceModel & { calls: number; estimate: jest.Mock<Promise<DetectedFace[]>, [HTMLVideoElement]> };

/** A model whose estimate gives the next list of `frames` (then the last one forever). */
export function fakeModel(frames: DetectedFace[][]): FakeModel {
  const model: FakeModel = {
    calls: 0,
    pairs: [[0, 1]],
    backend: 'wasm',
    loadMs: 1,
    describe: jest.fn(async () => ({
      descriptor: Array.from({ length: 128 }, (_, i) => i / 1000),
      brightness: 128,
      crop: document.createElement('canvas'),
    })),
    estimate: jest.fn(
      async (_video: HTMLVideoElement): Promise<DetectedFace[]> =>
        frames[Math.min(model.calls++, frames.length - 1)] ?? [],
    ),
  };
  return model;
}

export function fakeCamera(): Camera & { stop: jest.Mock } {
  return { stream: {} as MediaStream, width: 440, height: 340, stop: jest.fn() };
}
