/**
 * One look of the kiosk's camera: the faces in the frame, and for exactly one face in good enough
 * light, whose it is among the site's enrolled employees (matchFace.ts), with a small photo of it.
 */
import type { KioskEmployee } from '@times/shared-sdk';
import type { DetectedFace, FaceDescription, FaceModel } from '../face/faceTypes';
import { matchFace } from './matchFace';

/** Below this mean brightness (0..255) of the face's square the descriptor is not trusted. */
export const MIN_BRIGHTNESS = 45;
/** The photo a clock record keeps: a JPEG data URL of the face's square. */
export const PHOTO_QUALITY = 0.7;

export type Look =
  | { kind: 'none' }
  | { kind: 'several' }
  | { kind: 'dark' }
  | { kind: 'unknown' }
  | { kind: 'match'; employee: KioskEmployee; photo: string };

export interface LookDeps {
  estimate(): Promise<DetectedFace[]>;
  describe(face: DetectedFace): Promise<FaceDescription>;
  /** The face's square as a JPEG data URL. */
  photoOf(description: FaceDescription): string;
}

export async function lookOnce(deps: LookDeps, employees: readonly KioskEmployee[]): Promise<Look> {
  const faces = await deps.estimate();
  if (faces.length === 0) return { kind: 'none' };
  if (faces.length > 1) return { kind: 'several' };
  const description = await deps.describe(faces[0]!);
  if (description.brightness < MIN_BRIGHTNESS) return { kind: 'dark' };
  const found = matchFace(description.descriptor, employees);
  if (found.kind !== 'match') return { kind: 'unknown' };
  return { kind: 'match', employee: found.employee, photo: deps.photoOf(description) };
}

export const lookDeps = (model: FaceModel, video: HTMLVideoElement): LookDeps => ({
  estimate: () => model.estimate(video),
  describe: (face) => model.describe(video, face),
  photoOf: ({ crop }) => crop.toDataURL('image/jpeg', PHOTO_QUALITY),
});
