/** @jest-environment node */
/**
 * The port against face-api's own FaceRecognitionNet, live: its Node build (which requires the
 * @tensorflow/tfjs umbrella, a devDependency for this test only) runs on the same tfjs-core engine
 * and WASM backend as the port (the browser's; 30 times quicker than the pure-JS cpu backend). The
 * same weights and input give the same 128 numbers.
 */
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-wasm';
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import { FACE_DESCRIPTOR_LENGTH, type FaceDescriptorNet, loadFaceDescriptorNet } from '../faceDescriptorNet';
import { FACES, cropFace, readDescriptorWeights } from './faceFixtures';

const TOLERANCE = 1e-4;
// The WASM module's start and two descriptors a test, with room for a loaded machine.
const SLOW = 60_000;

let net: FaceDescriptorNet;
let reference: faceapi.FaceRecognitionNet;

beforeAll(async () => {
  tf.env().set('IS_TEST', true);
  if (!(await tf.setBackend('wasm'))) throw new Error('the WASM backend did not start');
  await tf.ready();
  const { weights, manifest } = readDescriptorWeights();
  net = loadFaceDescriptorNet(weights, manifest);
  reference = new faceapi.FaceRecognitionNet();
  reference.loadFromWeightMap(tf.io.decodeWeights(weights, manifest[0]!.weights) as any);
}, SLOW);

afterAll(() => {
  net.dispose();
  reference.dispose();
});

async function both(pixels: Float32Array): Promise<[Float32Array, Float32Array]> {
  const input = tf.tensor3d(pixels, [150, 150, 3]);
  try {
    const ours = await net.describe(input);
    const theirs = (await reference.computeFaceDescriptor(input as any)) as Float32Array;
    return [ours, theirs];
  } finally {
    input.dispose();
  }
}

function maxAbsDifference(a: Float32Array, b: Float32Array): number {
  expect(a).toHaveLength(b.length);
  return Math.max(...a.map((value, i) => Math.abs(value - b[i]!)));
}

/** A fixed 150x150x3 picture: smooth gradients plus pseudo-random noise (an LCG), values 0..255. */
function syntheticPicture(): Float32Array {
  const pixels = new Float32Array(150 * 150 * 3);
  let seed = 12345;
  for (let i = 0; i < pixels.length; i++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const [y, x, c] = [Math.floor(i / 450), Math.floor(i / 3) % 150, i % 3];
    pixels[i] = Math.min(255, ((x + y * (c + 1)) % 200) + (seed >>> 26));
  }
  return pixels;
}

describe('FaceDescriptorNet (port of face-api FaceRecognitionNet)', () => {
  it(
    'gives the 128 numbers face-api gives on a synthetic picture',
    async () => {
      const [ours, theirs] = await both(syntheticPicture());
      expect(ours).toBeInstanceOf(Float32Array);
      expect(ours).toHaveLength(FACE_DESCRIPTOR_LENGTH);
      expect(theirs).toHaveLength(FACE_DESCRIPTOR_LENGTH);
      expect(maxAbsDifference(ours, theirs)).toBeLessThan(TOLERANCE);
    },
    SLOW,
  );

  it(
    'gives the 128 numbers face-api gives on a real face crop',
    async () => {
      const [ours, theirs] = await both(cropFace(FACES.clown));
      expect(maxAbsDifference(ours, theirs)).toBeLessThan(TOLERANCE);
      // Not a degenerate output: dlib descriptors spread around zero with a norm near 1.
      expect(Math.max(...ours.map(Math.abs))).toBeGreaterThan(0.05);
      expect(Math.hypot(...ours)).toBeGreaterThan(0.3);
    },
    SLOW,
  );

  it(
    'leaves no tensor behind and refuses an input of another size',
    async () => {
      const input = tf.tensor3d(cropFace(FACES.smile), [150, 150, 3]);
      const before = tf.memory().numTensors;
      await net.describe(input);
      expect(tf.memory().numTensors).toBe(before);
      input.dispose();

      const small = tf.zeros<tf.Rank.R3>([112, 112, 3]);
      await expect(net.describe(small)).rejects.toThrow('expected a 150x150x3 input, got 112x112x3');
      small.dispose();
      expect(tf.memory().numTensors).toBe(before - 1);
    },
    SLOW,
  );

  it('holds only the weights the net uses, and frees them on dispose', async () => {
    const { weights, manifest } = readDescriptorWeights();
    const before = tf.memory().numTensors;
    const second = loadFaceDescriptorNet(weights, manifest);
    // 4 tensors for the first conv layer, 8 for each of the 14 residual layers, 1 fully connected.
    expect(tf.memory().numTensors - before).toBe(4 + 14 * 8 + 1);
    second.dispose();
    expect(tf.memory().numTensors).toBe(before);
    const input = tf.zeros<tf.Rank.R3>([150, 150, 3]);
    await expect(second.describe(input)).rejects.toThrow('disposed');
    input.dispose();
  });
});
