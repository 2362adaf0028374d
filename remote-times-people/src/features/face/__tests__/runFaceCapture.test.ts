import type { ApiResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { Camera } from '../camera';
import type { FaceModel } from '../faceTypes';
import { CaptureFailure, type FaceCaptureDeps, runFaceCapture } from '../runFaceCapture';
import { CaptureStopped } from '../uploadPhotos';
import { fakeCamera, fakeFace, fakeModel } from './fakes';

const t = appMessages.employees.face;
const ok = { kind: 'ok' as const, data: { status: 'OK' } as ApiResponse };

function setup(overrides: Partial<FaceCaptureDeps> = {}) {
  const camera = fakeCamera();
  const model = fakeModel([[fakeFace()]]);
  const deps: FaceCaptureDeps = {
    loadModel: jest.fn(async () => model),
    openCamera: jest.fn(async () => camera),
    estimate: (m: FaceModel) => m.estimate({} as HTMLVideoElement),
    drawFaces: jest.fn(),
    clearOverlay: jest.fn(),
    takePhoto: jest.fn(async () => ({
      thumbnail: { blob: new Blob(['t'.repeat(10)]), width: 150, height: 150 },
      image: { blob: new Blob(['i'.repeat(20)]), width: 300, height: 300 },
    })),
    describe: (m: FaceModel, face) => m.describe({} as HTMLVideoElement, face),
    api: {
      addFace: jest.fn(async () => ok),
      addDescriptors: jest.fn(async () => ok),
      uploadLinks: jest.fn(async () => ({
        kind: 'ok' as const,
        data: { status: 'OK', thump_link: 'http://s/t?x', image_link: 'http://s/i?x', rcdd: 'R' },
      })),
      confirmThumbnail: jest.fn(async () => ok),
      confirmImage: jest.fn(async () => ok),
    },
    fetch: jest.fn(async () => ({ ok: true, status: 201 })),
    nextFrame: () => Promise.resolve(),
    ...overrides,
  };
  const statuses: string[] = [];
  const controller = new AbortController();
  return {
    deps,
    camera,
    model,
    statuses,
    controller,
    run: () => runFaceCapture('E1', deps, controller.signal, (s) => statuses.push(s)),
  };
}

describe('runFaceCapture', () => {
  it('goes from the camera to Upload complete, then stops the camera', async () => {
    const { run, deps, camera, model, statuses } = setup();
    await run();
    expect(statuses).toEqual([t.loadingModel, t.lookAtCamera, t.uploading(1, 2), t.uploading(2, 2), t.complete]);
    expect(model.calls).toBe(31);
    expect(deps.drawFaces).toHaveBeenCalledTimes(31);
    expect(deps.api.addFace).toHaveBeenCalledWith('E1', expect.any(Array), expect.any(Array), expect.anything());
    const [, vector1, vector2] = (deps.api.addFace as jest.Mock).mock.calls[0];
    expect(vector1).toHaveLength(936);
    expect(vector2).toHaveLength(936);
    // The descriptor of the photo's frame, for the kiosk.
    expect(model.describe).toHaveBeenCalledTimes(1);
    expect(deps.api.addDescriptors).toHaveBeenCalledWith(
      'E1',
      [Array.from({ length: 128 }, (_, i) => i / 1000)],
      expect.anything(),
    );
    expect(deps.api.confirmThumbnail).toHaveBeenCalledWith(
      { empd: 'E1', rcdd: 'R', size: 10, width: 150, height: 150 },
      expect.anything(),
    );
    expect(deps.api.confirmImage).toHaveBeenCalledWith(
      { empd: 'E1', rcdd: 'R', size: 20, width: 300, height: 300 },
      expect.anything(),
    );
    expect(camera.stop).toHaveBeenCalled();
    expect(deps.clearOverlay).toHaveBeenCalled();
  });

  it('takes the photo before sending the vectors', async () => {
    const order: string[] = [];
    const { run, deps } = setup();
    (deps.takePhoto as jest.Mock).mockImplementation(async () => {
      order.push('photo');
      return {
        thumbnail: { blob: new Blob(['t']), width: 150, height: 150 },
        image: { blob: new Blob(['i']), width: 300, height: 300 },
      };
    });
    (deps.api.addFace as jest.Mock).mockImplementation(async () => {
      order.push('vectors');
      return ok;
    });
    await run();
    expect(order).toEqual(['photo', 'vectors']);
  });

  it('shows a denied camera as such, without waiting for the model', async () => {
    const { run, deps } = setup({
      openCamera: async () => {
        throw new DOMException('no', 'NotAllowedError');
      },
      loadModel: () => new Promise<FaceModel>(() => undefined),
    });
    await expect(run()).rejects.toEqual(new CaptureFailure(t.cameraDenied));
    expect(deps.clearOverlay).not.toHaveBeenCalled();
  });

  it('shows a model that cannot load, and stops the camera', async () => {
    const { run, camera } = setup({ loadModel: async () => Promise.reject(new Error('404')) });
    await expect(run()).rejects.toEqual(new CaptureFailure(t.modelFailed));
    expect(camera.stop).toHaveBeenCalled();
  });

  it('gives up with the no-face text, and stops the camera', async () => {
    let now = 0;
    const { run, camera } = setup({
      loadModel: async () => fakeModel([[]]),
      now: () => (now += 600),
      noFaceTimeoutMs: 10_000,
    });
    await expect(run()).rejects.toEqual(new CaptureFailure(t.noFace));
    expect(camera.stop).toHaveBeenCalled();
  });

  it('gives up on a frame the model does not answer', async () => {
    const model = fakeModel([]);
    model.estimate.mockImplementation(() => new Promise(() => undefined));
    const { run, camera } = setup({ loadModel: async () => model, estimateTimeoutMs: 20 });
    await expect(run()).rejects.toEqual(new CaptureFailure(t.failed(t.modelTimeout)));
    expect(camera.stop).toHaveBeenCalled();
  });

  it('shows a refused vectors call as an upload failure', async () => {
    const { run, deps, camera } = setup();
    (deps.api.addFace as jest.Mock).mockResolvedValue({
      kind: 'error',
      status: 'INVALID_USER_RIGHTS',
      message: 'Invalid user rights',
    });
    await expect(run()).rejects.toEqual(new CaptureFailure('Upload failed: Invalid user rights'));
    expect(deps.api.uploadLinks).not.toHaveBeenCalled();
    expect(camera.stop).toHaveBeenCalled();
  });

  it('shows a photo that could not be made as an upload failure', async () => {
    const { run, deps } = setup();
    (deps.takePhoto as jest.Mock).mockRejectedValue(new Error(''));
    await expect(run()).rejects.toEqual(new CaptureFailure(t.failedUnknown));
  });

  it('stops quietly on cancel, camera included', async () => {
    const { run, controller, camera, model } = setup();
    model.estimate.mockImplementation(async () => {
      if (model.calls++ === 5) controller.abort();
      return [fakeFace()];
    });
    await expect(run()).rejects.toBeInstanceOf(CaptureStopped);
    expect(camera.stop).toHaveBeenCalled();
  });

  it('stops quietly when cancelled while the camera starts', async () => {
    const { run, controller } = setup({
      openCamera: async (signal: AbortSignal): Promise<Camera> => {
        controller.abort();
        throw Object.assign(new Error('aborted'), { name: signal.aborted ? 'AbortError' : 'Error' });
      },
    });
    await expect(run()).rejects.toBeInstanceOf(CaptureStopped);
  });
});
