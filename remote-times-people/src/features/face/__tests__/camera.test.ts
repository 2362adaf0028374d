import { appMessages } from '@times/shared-sdk/app';
import { cameraErrorMessage, openCamera } from '../camera';

const t = appMessages.employees.face;

function fakeStream() {
  const tracks = [{ stop: jest.fn(), kind: 'video' }];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, tracks };
}

function fakeVideo(ready = true): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'videoWidth', { value: ready ? 640 : 0 });
  Object.defineProperty(video, 'videoHeight', { value: ready ? 480 : 0 });
  Object.defineProperty(video, 'readyState', { value: ready ? 4 : 0 });
  video.play = jest.fn().mockResolvedValue(undefined);
  // jsdom's srcObject is not implemented: a plain property.
  Object.defineProperty(video, 'srcObject', { value: null, writable: true });
  return video;
}

function setMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });
}

describe('cameraErrorMessage', () => {
  const error = (name: string, message = 'x') => Object.assign(new Error(message), { name });

  it.each(['NotFoundError', 'OverconstrainedError', 'DevicesNotFoundError'])('%s → no camera', (name) =>
    expect(cameraErrorMessage(error(name))).toBe(t.noCamera),
  );

  it.each(['NotAllowedError', 'SecurityError', 'PermissionDeniedError'])('%s → denied', (name) =>
    expect(cameraErrorMessage(error(name))).toBe(t.cameraDenied),
  );

  it('works with DOMExceptions', () =>
    expect(cameraErrorMessage(new DOMException('no', 'NotAllowedError'))).toBe(t.cameraDenied));

  it('gives any other error with its message', () => {
    expect(cameraErrorMessage(error('NotReadableError', 'Device in use'))).toBe(
      'The camera could not start: Device in use',
    );
    expect(cameraErrorMessage('weird')).toBe('The camera could not start: weird');
    expect(cameraErrorMessage(undefined)).toBe(`The camera could not start: ${t.unknownCause}`);
  });
});

describe('openCamera', () => {
  afterEach(() => setMediaDevices(undefined));

  it('says no camera when the browser has no navigator.mediaDevices', async () => {
    setMediaDevices(undefined);
    const failure = await openCamera(fakeVideo(), { width: 440, height: 340 }).catch((e: unknown) => e);
    expect(cameraErrorMessage(failure)).toBe(t.noCamera);
  });

  it('asks for video only at the given size, plays it and stops every track once', async () => {
    const { stream, tracks } = fakeStream();
    const getUserMedia = jest.fn().mockResolvedValue(stream);
    setMediaDevices({ getUserMedia });
    const video = fakeVideo();
    const camera = await openCamera(video, { width: 440, height: 340 });
    expect(getUserMedia).toHaveBeenCalledWith({ video: { width: 440, height: 340 }, audio: false });
    expect(video.srcObject).toBe(stream);
    expect(video.muted).toBe(true);
    expect(camera).toMatchObject({ width: 640, height: 480 });
    camera.stop();
    camera.stop();
    expect(tracks[0]!.stop).toHaveBeenCalledTimes(1);
    expect(video.srcObject).toBeNull();
  });

  it('passes getUserMedia errors on', async () => {
    setMediaDevices({ getUserMedia: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    await expect(openCamera(fakeVideo(), { width: 1, height: 1 })).rejects.toMatchObject({ name: 'NotAllowedError' });
  });

  it('stops a stream granted after the capture was cancelled', async () => {
    const { stream, tracks } = fakeStream();
    let grant: (s: MediaStream) => void = () => {};
    setMediaDevices({ getUserMedia: () => new Promise<MediaStream>((resolve) => (grant = resolve)) });
    const controller = new AbortController();
    const opening = openCamera(fakeVideo(), { width: 1, height: 1 }, controller.signal);
    controller.abort();
    grant(stream);
    await expect(opening).rejects.toMatchObject({ name: 'AbortError' });
    expect(tracks[0]!.stop).toHaveBeenCalled();
  });

  it('gives up, and stops the stream, when no picture comes', async () => {
    const { stream, tracks } = fakeStream();
    setMediaDevices({ getUserMedia: jest.fn().mockResolvedValue(stream) });
    const failure = await openCamera(fakeVideo(false), { width: 1, height: 1 }, undefined, 20).catch((e: unknown) => e);
    expect(failure).toMatchObject({ name: 'TimeoutError' });
    expect(cameraErrorMessage(failure)).toBe(t.cameraError(t.cameraNoPicture));
    expect(tracks[0]!.stop).toHaveBeenCalled();
  });
});
