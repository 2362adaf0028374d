/**
 * The sampling part of the face capture: analyse frame after frame, draw what was found, take the
 * largest face's first sample after more than 9 frames with a face and its second after more
 * than 30, and give up (NoFaceError) when no face has been seen for NO_FACE_TIMEOUT_MS.
 */
import { abortError } from './async';
import { faceVector } from './faceVector';
import type { DetectedFace } from './faceTypes';
import { advanceSchedule, initialSchedule } from './sampleSchedule';

export const NO_FACE_TIMEOUT_MS = 10_000;
/** A hidden tab pauses animation frames: the loop then goes on at this pace. */
const FRAME_FALLBACK_MS = 100;

export class NoFaceError extends Error {
  constructor() {
    super('No face found');
    this.name = 'NoFaceError';
  }
}

/** The face nearest the camera (largest box): the one being photographed. */
export function largestFace(faces: readonly DetectedFace[]): DetectedFace | undefined {
  let best: DetectedFace | undefined;
  for (const face of faces)
    if (!best || face.box.width * face.box.height > best.box.width * best.box.height) best = face;
  return best;
}

export interface Samples {
  vector1: number[];
  vector2: number[];
  /** The face of the second sample (the photo is cut around its box). */
  face: DetectedFace;
}

/** The next animation frame, or FRAME_FALLBACK_MS later when frames are paused. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      resolve();
    };
    const frame = requestAnimationFrame(done);
    const timer = setTimeout(done, FRAME_FALLBACK_MS);
  });
}

export async function collectSamples(options: {
  estimate: () => Promise<DetectedFace[]>;
  onFaces?: (faces: DetectedFace[]) => void;
  nextFrame?: () => Promise<void>;
  now?: () => number;
  signal?: AbortSignal;
  noFaceTimeoutMs?: number;
}): Promise<Samples> {
  const { estimate, onFaces, signal, now = () => performance.now(), noFaceTimeoutMs = NO_FACE_TIMEOUT_MS } = options;
  const waitFrame = options.nextFrame ?? nextFrame;
  let state = initialSchedule;
  let vector1: number[] | null = null;
  let lastFaceAt = now();
  for (;;) {
    if (signal?.aborted) throw abortError();
    await waitFrame();
    if (signal?.aborted) throw abortError();
    const faces = await estimate();
    if (signal?.aborted) throw abortError();
    onFaces?.(faces);
    const face = largestFace(faces);
    const step = advanceSchedule(state, Boolean(face));
    state = step.state;
    if (!face) {
      if (now() - lastFaceAt > noFaceTimeoutMs) throw new NoFaceError();
      continue;
    }
    lastFaceAt = now();
    if (step.take === 'first') vector1 = faceVector(face);
    if (step.take === 'second' && vector1) return { vector1, vector2: faceVector(face), face };
  }
}
