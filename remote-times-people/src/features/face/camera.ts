/**
 * The webcam: video only (never audio), shown in a <video>, always stoppable. Every wait has an
 * end: a camera that gives no frame within CAMERA_START_TIMEOUT_MS is an error, not a hung screen.
 */
import { appMessages } from '@times/shared-sdk/app';
import { abortError, withTimeout } from './async';

export const CAMERA_START_TIMEOUT_MS = 10_000;

export interface Camera {
  stream: MediaStream;
  /** The frame size the camera really delivers (it may differ from the size asked for). */
  width: number;
  height: number;
  /** Stops every track and detaches the stream from the video; safe to call twice. */
  stop(): void;
}

/** The screen text for a camera that could not start (getUserMedia's DOMException names). */
export function cameraErrorMessage(error: unknown): string {
  const t = appMessages.employees.face;
  // Duck-typed: DOMExceptions from another realm are not `instanceof` this one's.
  const { name = '', message = '' }: { name?: string; message?: string } =
    typeof error === 'object' && error !== null ? error : { message: typeof error === 'string' ? error : '' };
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return t.noCamera;
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return t.cameraDenied;
    default:
      return t.cameraError(message || name || t.unknownCause);
  }
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

function notFound(): Error {
  const error = new Error('navigator.mediaDevices is not available');
  error.name = 'NotFoundError';
  return error;
}

function waitForFrame(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= 2 && video.videoWidth > 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      video.removeEventListener('loadeddata', onData);
      video.removeEventListener('error', onError);
    };
    const onData = () => {
      done();
      resolve();
    };
    const onError = () => {
      done();
      reject(new Error(video.error?.message || appMessages.employees.face.cameraNoPicture));
    };
    video.addEventListener('loadeddata', onData);
    video.addEventListener('error', onError);
  });
}

/**
 * Starts the camera into `video` at about width x height. Rejects with getUserMedia's error (map it
 * with cameraErrorMessage), with an AbortError when `signal` aborts (the stream is stopped), or
 * with a TimeoutError when no frame arrives in time.
 */
export async function openCamera(
  video: HTMLVideoElement,
  size: { width: number; height: number },
  signal?: AbortSignal,
  timeoutMs = CAMERA_START_TIMEOUT_MS,
): Promise<Camera> {
  if (signal?.aborted) throw abortError();
  const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!mediaDevices?.getUserMedia) throw notFound();
  // Not raced with the signal: a stream granted after a cancel must still be stopped (below).
  // No timeout either: the permission prompt waits for the user.
  const stream = await mediaDevices.getUserMedia({ video: { width: size.width, height: size.height }, audio: false });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    stopStream(stream);
    if (video.srcObject === stream) video.srcObject = null;
  };
  try {
    if (signal?.aborted) throw abortError();
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await withTimeout(
      Promise.all([video.play(), waitForFrame(video)]).then(() => undefined),
      timeoutMs,
      signal,
      appMessages.employees.face.cameraNoPicture,
    );
    return { stream, width: video.videoWidth, height: video.videoHeight, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
