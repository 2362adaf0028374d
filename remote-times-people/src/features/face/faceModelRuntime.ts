/**
 * The face model itself: tfjs with the WASM backend (WebGL, its own chunk, when WASM cannot start) and
 * MediaPipe Face Mesh run by the tfjs runtime. Everything comes from this app's own server:
 * the three .wasm variants and the vendored model files in ./model are webpack assets, so no
 * request ever leaves for tfhub.dev or a CDN.
 *
 * Only ever reached through faceModel.ts's dynamic import: this module and tfjs form a chunk of
 * their own that the employee list never loads.
 */
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { SupportedModels, createDetector, util } from '@tensorflow-models/face-landmarks-detection';
import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreadedSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';
import { describeFace } from './faceDescriptionRuntime';
import type { DetectedFace, FaceModel, KeypointPair } from './faceTypes';

// The three WASM builds (plain, SIMD, threaded SIMD: tfjs picks the one the browser supports),
// emitted as assets by the remote's `?url` rule.
const WASM_FILES: Record<string, string> = {
  'tfjs-backend-wasm.wasm': wasmUrl,
  'tfjs-backend-wasm-simd.wasm': wasmSimdUrl,
  'tfjs-backend-wasm-threaded-simd.wasm': wasmThreadedSimdUrl,
};

// `new URL(file, import.meta.url)` makes webpack emit a local file as an asset and gives its URL.
const DETECTOR = {
  json: new URL('./model/facemesh-detection-short.json', import.meta.url).href,
  weights: new URL('./model/facemesh-detection-short.bin', import.meta.url).href,
};
const LANDMARKS = {
  json: new URL('./model/facemesh.json', import.meta.url).href,
  weights: new URL('./model/facemesh.bin', import.meta.url).href,
};

/**
 * The model json names its weights file ("facemesh.bin"); the emitted asset has a hashed name,
 * so every weights path is sent to the one emitted .bin.
 */
function localModel(files: { json: string; weights: string }): tf.io.IOHandler {
  return tf.io.http(files.json, { weightUrlConverter: () => Promise.resolve(files.weights) });
}

/**
 * Faces looked for in a frame: the webcam page counts them; the face capture uses the largest.
 * Each face costs one run of the landmark model.
 */
export const MAX_FACES = 4;

let wasmPathsSet = false;
/** tfjs refuses a second setWasmPaths once the backend has started (a retry after a failed model load). */
function setWasmPathsOnce(): void {
  if (wasmPathsSet) return;
  setWasmPaths(WASM_FILES);
  wasmPathsSet = true;
}

/** The backends to try, best first; WebGL's code is only downloaded when WASM could not start. */
const BACKENDS: { name: string; register: () => Promise<unknown> }[] = [
  { name: 'wasm', register: () => Promise.resolve().then(setWasmPathsOnce) },
  { name: 'webgl', register: () => import(/* webpackChunkName: "face-webgl" */ '@tensorflow/tfjs-backend-webgl') },
];

/** WASM first (fast on a CPU, no GPU needed), then WebGL. Returns the backend that started. */
async function startBackend(): Promise<string> {
  const failures: string[] = [];
  for (const { name, register } of BACKENDS) {
    try {
      await register();
      if (await tf.setBackend(name)) {
        await tf.ready();
        return name;
      }
      failures.push(`${name}: did not start`);
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Error(`No tfjs backend could start (${failures.join('; ')})`);
}

/**
 * User Timing entries for tests and benchmarks: 'face-model-load' once, 'face-estimate' for the
 * first MEASURED_ESTIMATES estimates (bounded, so a page left open does not grow the timeline).
 */
const MEASURED_ESTIMATES = 100;
let measuredEstimates = 0;

function measure(name: string, start: number, detail: Record<string, unknown>): void {
  try {
    performance.measure(name, { start, end: performance.now(), detail });
  } catch {
    // User Timing level 3 missing: nothing to record.
  }
}

export async function createFaceModel(): Promise<FaceModel> {
  const started = performance.now();
  const backend = await startBackend();
  const detector = await createDetector(SupportedModels.MediaPipeFaceMesh, {
    runtime: 'tfjs',
    refineLandmarks: false,
    maxFaces: MAX_FACES,
    detectorModelUrl: localModel(DETECTOR),
    landmarkModelUrl: localModel(LANDMARKS),
  });
  const pairs = util.getAdjacentPairs(SupportedModels.MediaPipeFaceMesh) as unknown as KeypointPair[];

  async function estimate(video: HTMLVideoElement): Promise<DetectedFace[]> {
    const { videoWidth, videoHeight } = video;
    if (!videoWidth || !videoHeight || video.readyState < 2) return [];
    // tfjs reads a video at its width/height attributes: without its real size it finds no face.
    if (video.width !== videoWidth) video.width = videoWidth;
    if (video.height !== videoHeight) video.height = videoHeight;
    const begun = performance.now();
    const faces = await detector.estimateFaces(video, { flipHorizontal: false });
    if (measuredEstimates < MEASURED_ESTIMATES) {
      measuredEstimates += 1;
      measure('face-estimate', begun, { faces: faces.length, backend });
    }
    return faces.map((face) => ({ keypoints: face.keypoints, box: face.box }));
  }

  measure('face-model-load', started, { backend });
  return { estimate, describe: describeFace, pairs, backend, loadMs: Math.round(performance.now() - started) };
}
