/**
 * A face's descriptor from the video frame, in the face model's chunk (faceModelRuntime.ts): the
 * aligned square (faceAlignment.ts) drawn at 150x150 on a canvas, read by the face description
 * network (recognition/faceDescriptorNet.ts) on the model's tfjs backend, with the square's mean
 * brightness (too dark a face is not worth describing). The network's weights are this app's own
 * files in ./model, fetched the first time a face is described.
 */
import * as tf from '@tensorflow/tfjs-core';
import { DESCRIPTOR_INPUT, alignedCrop } from './faceAlignment';
import type { DetectedFace, FaceDescription } from './faceTypes';
import { loadFaceDescriptorNet } from './recognition/faceDescriptorNet';
import type { FaceDescriptorNet, WeightsManifestGroup } from './recognition/faceDescriptorNet';

const WEIGHTS = new URL('./model/face_recognition_model.bin', import.meta.url).href;
const MANIFEST = new URL('./model/face_recognition_model-weights_manifest.json', import.meta.url).href;

let loading: Promise<FaceDescriptorNet> | null = null;

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

function descriptorNet(): Promise<FaceDescriptorNet> {
  loading ??= Promise.all([fetchOk(WEIGHTS), fetchOk(MANIFEST)])
    .then(async ([weights, manifest]) =>
      loadFaceDescriptorNet(await weights.arrayBuffer(), (await manifest.json()) as WeightsManifestGroup[]),
    )
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Mean luminance (0..255) of RGBA pixels. */
function brightnessOf(pixels: Uint8ClampedArray): number {
  let sum = 0;
  for (let i = 0; i < pixels.length; i += 4)
    sum += 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
  return sum / (pixels.length / 4);
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export async function describeFace(video: HTMLVideoElement, face: DetectedFace): Promise<FaceDescription> {
  const net = await descriptorNet();
  const { x, y, size } = alignedCrop(face.keypoints);
  const canvas = document.createElement('canvas');
  canvas.width = DESCRIPTOR_INPUT;
  canvas.height = DESCRIPTOR_INPUT;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('The browser could not draw the face');
  // Outside the frame the square stays black, as face-api's crop does.
  context.fillStyle = '#000';
  context.fillRect(0, 0, DESCRIPTOR_INPUT, DESCRIPTOR_INPUT);
  context.drawImage(video, x, y, size, size, 0, 0, DESCRIPTOR_INPUT, DESCRIPTOR_INPUT);
  const pixels = context.getImageData(0, 0, DESCRIPTOR_INPUT, DESCRIPTOR_INPUT);
  const input = tf.browser.fromPixels(pixels);
  try {
    const descriptor = await net.describe(input);
    return { descriptor: Array.from(descriptor, round4), brightness: brightnessOf(pixels.data), crop: canvas };
  } finally {
    input.dispose();
  }
}
