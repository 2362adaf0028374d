/**
 * The face capture from the button press to 'Upload complete', free of React so that it can be
 * tested with fakes: camera and model (started together), samples, photo, vectors, upload.
 * It ends in one of three ways: resolves (done), CaptureFailure (its message is the screen text),
 * CaptureStopped (cancelled, or the session ended: show nothing). The camera is always stopped.
 */
import type { ApiOutcome, ApiResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { isAbortError, withTimeout } from './async';
import { type Camera, cameraErrorMessage } from './camera';
import type { FetchLike } from './blockUpload';
import { NoFaceError, collectSamples } from './collectSamples';
import type { DetectedFace, FaceDescription, FaceModel } from './faceTypes';
import type { EncodedPhotos } from './photoEncoding';
import {
  CaptureStopped,
  type PhotoUploadApi,
  UploadError,
  expectOk,
  uploadFailureText,
  uploadPhotos,
} from './uploadPhotos';

export const MODEL_TIMEOUT_MS = 60_000;
/** One frame's analysis (WebGL's first one compiles its shaders: seconds on a software GPU). */
export const ESTIMATE_TIMEOUT_MS = 30_000;

/** A failure to show as it is. */
export class CaptureFailure extends Error {
  constructor(screenText: string) {
    super(screenText);
    this.name = 'CaptureFailure';
  }
}

export interface FaceCaptureApi extends PhotoUploadApi {
  addFace(empd: string, vector1: number[], vector2: number[], signal?: AbortSignal): Promise<ApiOutcome<ApiResponse>>;
  /** The face descriptors the kiosk recognises the employee by (issue 20). */
  addDescriptors(empd: string, descriptors: number[][], signal?: AbortSignal): Promise<ApiOutcome<ApiResponse>>;
}

export interface FaceCaptureDeps {
  loadModel(): Promise<FaceModel>;
  openCamera(signal: AbortSignal): Promise<Camera>;
  /** Faces in the camera's current frame. */
  estimate(model: FaceModel): Promise<DetectedFace[]>;
  drawFaces(faces: DetectedFace[], model: FaceModel, camera: Camera): void;
  clearOverlay(): void;
  /** The two JPEGs cut around the face from the current frame. */
  takePhoto(face: DetectedFace, camera: Camera): Promise<EncodedPhotos>;
  /** The face's descriptor from the current frame (the kiosk recognises the employee by it). */
  describe(model: FaceModel, face: DetectedFace): Promise<FaceDescription>;
  api: FaceCaptureApi;
  fetch: FetchLike;
  nextFrame?: () => Promise<void>;
  now?: () => number;
  noFaceTimeoutMs?: number;
  modelTimeoutMs?: number;
  estimateTimeoutMs?: number;
}

function stoppedOr(error: unknown, signal: AbortSignal, failure: () => string): Error {
  if (signal.aborted || isAbortError(error) || error instanceof CaptureStopped) return new CaptureStopped();
  return new CaptureFailure(failure());
}

export async function runFaceCapture(
  empd: string,
  deps: FaceCaptureDeps,
  signal: AbortSignal,
  onStatus: (text: string) => void,
): Promise<void> {
  const t = appMessages.employees.face;
  const modelLoading = deps.loadModel();
  modelLoading.catch(() => undefined); // its failure is reported below, once the camera is settled
  let camera: Camera;
  try {
    camera = await deps.openCamera(signal);
  } catch (error) {
    throw stoppedOr(error, signal, () => cameraErrorMessage(error));
  }
  try {
    onStatus(t.loadingModel);
    let model: FaceModel;
    try {
      model = await withTimeout(modelLoading, deps.modelTimeoutMs ?? MODEL_TIMEOUT_MS, signal);
    } catch (error) {
      throw stoppedOr(error, signal, () => t.modelFailed);
    }

    onStatus(t.lookAtCamera);
    let samples;
    try {
      samples = await collectSamples({
        estimate: () =>
          withTimeout(deps.estimate(model), deps.estimateTimeoutMs ?? ESTIMATE_TIMEOUT_MS, signal, t.modelTimeout),
        onFaces: (faces) => deps.drawFaces(faces, model, camera),
        nextFrame: deps.nextFrame,
        now: deps.now,
        signal,
        noFaceTimeoutMs: deps.noFaceTimeoutMs,
      });
    } catch (error) {
      throw stoppedOr(error, signal, () => (error instanceof NoFaceError ? t.noFace : uploadFailureText(error)));
    }

    try {
      const photos = await deps.takePhoto(samples.face, camera);
      const { descriptor } = await deps.describe(model, samples.face);
      if (signal.aborted) throw new CaptureStopped();
      expectOk(await deps.api.addFace(empd, samples.vector1, samples.vector2, signal));
      expectOk(await deps.api.addDescriptors(empd, [descriptor], signal));
      await uploadPhotos(
        empd,
        photos,
        { api: deps.api, fetch: deps.fetch },
        { signal, onProgress: (n, m) => onStatus(t.uploading(n, m)) },
      );
    } catch (error) {
      throw stoppedOr(error, signal, () => (error instanceof UploadError ? error.message : uploadFailureText(error)));
    }
    onStatus(t.complete);
  } finally {
    camera.stop();
    deps.clearOverlay();
  }
}
