/**
 * A camera with a face for headless Chromium (whose own fake camera shows no face): an init
 * script replaces navigator.mediaDevices.getUserMedia by a canvas.captureStream() that keeps
 * drawing a picture (e.g. e2e/fixtures/face/sample1.jpg) at the size the page asks for.
 * It can also refuse like a real browser (failWith: 'NotAllowedError', 'NotFoundError', ...).
 *
 *   await installFakeCamera(page, path.join(__dirname, '../fixtures/face/sample1.jpg'));
 *   await page.goto(shellUrl('/apptimes/webcam'));
 *   expect(await liveCameraTracks(page)).toBe(1);
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'face');

/** Three people (the detector finds 3 faces). */
export const FACE_SAMPLE = path.join(FIXTURES, 'sample1.jpg');

/** One face, looking at the camera: sample3.jpg cut around the middle person. */
export const SINGLE_FACE = {
  imagePath: path.join(FIXTURES, 'sample3.jpg'),
  options: { crop: { x: 890, y: 80, width: 600, height: 464 } },
} as const;

export interface FakeCameraOptions {
  /** The part of the picture to show, in the picture's pixels (default: all of it). */
  crop?: { x: number; y: number; width: number; height: number };
  /** getUserMedia rejects with a DOMException of this name instead of giving a stream. */
  failWith?: 'NotAllowedError' | 'NotFoundError' | 'NotReadableError' | 'OverconstrainedError' | 'SecurityError';
  /** Frames per second of the stream (default 30). */
  fps?: number;
}

interface ScriptArgs extends FakeCameraOptions {
  dataUrl: string;
}

/** Runs in the page before its scripts. Self-contained: Playwright sends its source text. */
function fakeCameraScript(args: ScriptArgs): void {
  const tracks: MediaStreamTrack[] = [];
  const state = { opened: 0, constraints: [] as unknown[] };
  const image = new Image();
  image.src = args.dataUrl;
  const decoded = image.decode();

  const size = (value: unknown, fallback: number): number => {
    if (typeof value === 'number') return value;
    if (value && typeof value === 'object') {
      const range = value as { exact?: number; ideal?: number; max?: number };
      return range.exact ?? range.ideal ?? range.max ?? fallback;
    }
    return fallback;
  };

  function getUserMedia(constraints?: MediaStreamConstraints): Promise<MediaStream> {
    state.constraints.push(constraints ?? null);
    if (args.failWith) return Promise.reject(new DOMException(`Fake camera: ${args.failWith}`, args.failWith));
    if (!constraints?.video) return Promise.reject(new DOMException('The fake camera has video only', 'NotFoundError'));
    return decoded.then(() => {
      const video = typeof constraints.video === 'object' ? constraints.video : {};
      const width = Math.round(size(video.width, 640));
      const height = Math.round(size(video.height, 480));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new DOMException('The fake camera cannot draw', 'NotReadableError');
      const crop = args.crop ?? { x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight };
      const scale = Math.min(width / crop.width, height / crop.height);
      const drawWidth = crop.width * scale;
      const drawHeight = crop.height * scale;
      let frame = 0;
      const draw = () => {
        ctx.fillStyle = '#1e1e1e';
        ctx.fillRect(0, 0, width, height);
        ctx.drawImage(
          image,
          crop.x,
          crop.y,
          crop.width,
          crop.height,
          (width - drawWidth) / 2,
          (height - drawHeight) / 2,
          drawWidth,
          drawHeight,
        );
        // One pixel changes every frame so that the stream keeps sending frames.
        frame += 1;
        ctx.fillStyle = frame % 2 ? '#1e1e1f' : '#1e1e1e';
        ctx.fillRect(0, 0, 1, 1);
      };
      draw();
      const fps = args.fps ?? 30;
      const timer = setInterval(draw, 1000 / fps);
      const stream = canvas.captureStream(fps);
      for (const track of stream.getTracks()) {
        const stop = track.stop.bind(track);
        track.stop = () => {
          clearInterval(timer);
          stop();
        };
        tracks.push(track);
      }
      state.opened += 1;
      return stream;
    });
  }

  const devices = navigator.mediaDevices ?? ({} as MediaDevices);
  if (!navigator.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', { value: devices, configurable: true });
  Object.defineProperty(devices, 'getUserMedia', { value: getUserMedia, configurable: true, writable: true });
  Object.defineProperty(devices, 'enumerateDevices', {
    value: () =>
      Promise.resolve(
        args.failWith === 'NotFoundError'
          ? []
          : [
              {
                deviceId: 'fake-camera',
                groupId: 'fake',
                kind: 'videoinput',
                label: 'Fake camera',
                toJSON: () => ({}),
              },
            ],
      ),
    configurable: true,
    writable: true,
  });
  Object.defineProperty(window, '__fakeCamera', {
    value: {
      state,
      liveTracks: () => tracks.filter((track) => track.readyState === 'live').length,
    },
    configurable: true,
  });
}

/** Installs the fake camera on every page the target (a page or a whole context) opens from now on. */
export async function installFakeCamera(
  target: Page | BrowserContext,
  imagePath: string = FACE_SAMPLE,
  options: FakeCameraOptions = {},
): Promise<void> {
  const dataUrl = `data:image/jpeg;base64,${readFileSync(imagePath).toString('base64')}`;
  const args: ScriptArgs = { ...options, dataUrl };
  // Sent as source text; `__name` covers transpilers that wrap named functions (esbuild keepNames).
  await target.addInitScript({
    content: `(() => { var __name = (f) => f; (${fakeCameraScript.toString()})(${JSON.stringify(args)}); })();`,
  });
}

/** Camera tracks still running in the page (0 once the page has stopped its camera). */
export function liveCameraTracks(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __fakeCamera?: { liveTracks: () => number } }).__fakeCamera?.liveTracks() ?? 0,
  );
}

/** How many times the page opened the fake camera, and the constraints it asked for. */
export function fakeCameraRequests(page: Page): Promise<{ opened: number; constraints: unknown[] }> {
  return page.evaluate(
    () =>
      (window as unknown as { __fakeCamera?: { state: { opened: number; constraints: unknown[] } } }).__fakeCamera
        ?.state ?? { opened: 0, constraints: [] },
  );
}
