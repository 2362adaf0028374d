/**
 * For the face descriptor tests and scripts/bench-face.ts: the vendored weights, read from disk,
 * and face crops of the e2e sample pictures (e2e/fixtures/face/): the JPEG decoded in plain JS, a
 * square box cut out and resized to 150x150 (bilinear), RGB 0..255. The boxes are the ones face-api's
 * own pipeline cuts for these faces (ssd_mobilenetv1 + 68 landmarks, `alignedRect`: the landmarks'
 * box, eyebrows to chin and cheek to cheek, padded 20 %), made square about their centre, and were
 * checked by eye on the crops.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WeightsManifestGroup } from '../faceDescriptorNet';

const MODEL = path.resolve(__dirname, '../../model');

/** model/face_recognition_model.bin (as an ArrayBuffer) and its manifest. */
export function readDescriptorWeights(): { weights: ArrayBuffer; manifest: WeightsManifestGroup[] } {
  const bin = fs.readFileSync(path.join(MODEL, 'face_recognition_model.bin'));
  const manifestText = fs.readFileSync(path.join(MODEL, 'face_recognition_model-weights_manifest.json'), 'utf8');
  return {
    weights: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength),
    manifest: JSON.parse(manifestText) as WeightsManifestGroup[],
  };
}

export interface FaceBox {
  picture: 'sample1.jpg' | 'sample2.jpg' | 'sample3.jpg';
  /** Top-left corner and side of the square, in the picture's pixels. */
  x: number;
  y: number;
  size: number;
}

/** Five different people, each looking at the camera. */
export const FACES = {
  /** sample1, left: dark-blond hair, black bow, clown make-up. */
  clown: { picture: 'sample1.jpg', x: 394, y: 400, size: 217 },
  /** sample1, middle: black hair, looking down, purple lips. */
  darkHair: { picture: 'sample1.jpg', x: 812, y: 443, size: 236 },
  /** sample3, left: blond curls. */
  curls: { picture: 'sample3.jpg', x: 563, y: 369, size: 250 },
  /** sample3, middle: blond, smiling (the e2e tests' single face). */
  smile: { picture: 'sample3.jpg', x: 1038, y: 252, size: 282 },
  /** sample3, right: dark hair, red lips. */
  redLips: { picture: 'sample3.jpg', x: 1468, y: 345, size: 246 },
} satisfies Record<string, FaceBox>;

export const CROP_SIZE = 150;

interface Picture {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array;
}

interface JpegJs {
  decode(data: Buffer, options: { useTArray: true; formatAsRGBA: true }): Picture;
}

// jpeg-js (pure JS), as bundled by playwright-core (a root devDependency, for the e2e suite).
const loadModule = createRequire(__filename);
let jpeg: JpegJs | undefined;
const pictures = new Map<string, Picture>();

const FIXTURES = path.resolve(__dirname, '../../../../../../e2e/fixtures/face');

function picture(name: string): Picture {
  let decoded = pictures.get(name);
  if (!decoded) {
    jpeg ??= (loadModule('playwright-core/lib/utilsBundle') as { jpegjs: JpegJs }).jpegjs;
    decoded = jpeg.decode(fs.readFileSync(path.join(FIXTURES, name)), { useTArray: true, formatAsRGBA: true });
    pictures.set(name, decoded);
  }
  return decoded;
}

/**
 * The box's square resized to 150x150, as RGB floats 0..255 in HWC order (a tf.tensor3d's data).
 * `shift` moves the box by whole pixels; `scale` grows (> 1) or shrinks it about its centre.
 */
export function cropFace(box: FaceBox, { dx = 0, dy = 0, scale = 1 } = {}): Float32Array {
  const { width, height, data } = picture(box.picture);
  const size = box.size * scale;
  const left = box.x + dx + (box.size - size) / 2;
  const top = box.y + dy + (box.size - size) / 2;
  const step = size / CROP_SIZE;
  const out = new Float32Array(CROP_SIZE * CROP_SIZE * 3);
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  for (let v = 0; v < CROP_SIZE; v++) {
    const sy = clamp(top + (v + 0.5) * step - 0.5, height - 1);
    const y0 = Math.floor(sy);
    const y1 = Math.min(height - 1, y0 + 1);
    const fy = sy - y0;
    for (let u = 0; u < CROP_SIZE; u++) {
      const sx = clamp(left + (u + 0.5) * step - 0.5, width - 1);
      const x0 = Math.floor(sx);
      const x1 = Math.min(width - 1, x0 + 1);
      const fx = sx - x0;
      for (let c = 0; c < 3; c++) {
        const at = (x: number, y: number) => data[(y * width + x) * 4 + c]!;
        const top2 = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
        const bottom2 = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
        out[(v * CROP_SIZE + u) * 3 + c] = top2 * (1 - fy) + bottom2 * fy;
      }
    }
  }
  return out;
}
