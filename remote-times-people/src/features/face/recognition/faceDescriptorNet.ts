/**
 * Face description: dlib's face recognition ResNet (29 conv layers, LFW 99.38 %) as shipped in
 * @vladmandic/face-api 1.7.15. A 150x150 RGB face crop (0..255) gives 128 numbers; two crops show
 * the same person when the euclidean distance of their descriptors is below 0.6 (faceDistance.ts).
 *
 * Ported from @vladmandic/face-api 1.7.15, src/faceRecognitionNet/ (FaceRecognitionNet.ts,
 * convLayer.ts, scaleLayer.ts, residualLayer.ts) and src/ops/normalize.ts, onto
 * @tensorflow/tfjs-core ops only (no tfjs umbrella, no face-api at run time). The forward pass is
 * face-api's, op for op, so the descriptors match face-api's own. The weights
 * (model/face_recognition_model.bin) are dlib's, by Davis King, released into the public domain.
 *
 * face-api's licence, for the ported code:
 *
 * MIT License
 *
 * Copyright (c) Vladimir Mandic
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy
 * of this software and associated documentation files (the "Software"), to deal
 * in the Software without restriction, including without limitation the rights
 * to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 * copies of the Software, and to permit persons to whom the Software is
 * furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in all
 * copies or substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 * IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 * FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 * AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 * LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 * SOFTWARE.
 */
import * as tf from '@tensorflow/tfjs-core';
import {
  type ConvLayerParams,
  type NetParams,
  type ResidualLayerParams,
  type WeightsManifestGroup,
  decodeFaceDescriptorWeights,
  paramTensors,
} from './faceDescriptorWeights';

export type { WeightsManifestGroup } from './faceDescriptorWeights';

/** Side of the square face crop the net takes, in pixels. */
export const FACE_DESCRIPTOR_INPUT_SIZE = 150;
/** Numbers in a descriptor. */
export const FACE_DESCRIPTOR_LENGTH = 128;
/**
 * Mean RGB subtracted from the input, which is then divided by 255: face-api's normalisation, kept
 * so the descriptors are face-api's. (dlib's own input layer divides by 256: on the test faces that
 * moves a descriptor by about 0.001, nothing next to the 0.6 that separates people.)
 */
export const FACE_DESCRIPTOR_MEAN_RGB = [122.782, 117.001, 104.298] as const;
const INPUT_SCALE = 255;

export interface FaceDescriptorNet {
  /** The 128-number descriptor of a 150x150x3 RGB face crop with values 0..255 (any dtype). */
  describe(input: tf.Tensor3D): Promise<Float32Array>;
  /** Frees the weights; describe() throws afterwards. */
  dispose(): void;
}

// face-api convLayer.ts + scaleLayer.ts: conv, bias, per-channel scale and shift, optional ReLU.
function convLayer(
  x: tf.Tensor4D,
  params: ConvLayerParams,
  strides: [number, number],
  withRelu: boolean,
  padding: 'valid' | 'same' = 'same',
): tf.Tensor4D {
  let out = tf.conv2d(x, params.conv.filters, strides, padding);
  out = tf.add(out, params.conv.bias);
  out = tf.add(tf.mul(out, params.scale.weights), params.scale.biases);
  return withRelu ? tf.relu(out) : out;
}

const conv = (x: tf.Tensor4D, params: ConvLayerParams) => convLayer(x, params, [1, 1], true);
const convNoRelu = (x: tf.Tensor4D, params: ConvLayerParams) => convLayer(x, params, [1, 1], false);
const convDown = (x: tf.Tensor4D, params: ConvLayerParams) => convLayer(x, params, [2, 2], true, 'valid');

// face-api residualLayer.ts
function residual(x: tf.Tensor4D, params: ResidualLayerParams): tf.Tensor4D {
  let out = conv(x, params.conv1);
  out = convNoRelu(out, params.conv2);
  return tf.relu(tf.add(out, x));
}

function residualDown(x: tf.Tensor4D, params: ResidualLayerParams): tf.Tensor4D {
  let out = convDown(x, params.conv1);
  out = convNoRelu(out, params.conv2);

  let pooled = tf.avgPool(x, 2, 2, 'valid');
  const zeros = tf.zeros<tf.Rank.R4>(pooled.shape);
  const isPad = pooled.shape[3] !== out.shape[3];
  const isAdjustShape = pooled.shape[1] !== out.shape[1] || pooled.shape[2] !== out.shape[2];

  if (isAdjustShape) {
    // The strided conv came out a row and a column short of the pooled input: pad it with zeros.
    const padShapeX = [...out.shape] as [number, number, number, number];
    padShapeX[1] = 1;
    out = tf.concat([out, tf.zeros<tf.Rank.R4>(padShapeX)], 1);
    const padShapeY = [...out.shape] as [number, number, number, number];
    padShapeY[2] = 1;
    out = tf.concat([out, tf.zeros<tf.Rank.R4>(padShapeY)], 2);
  }

  // Twice the channels: the shortcut gets zero channels appended.
  pooled = isPad ? tf.concat([pooled, zeros], 3) : pooled;
  return tf.relu(tf.add(pooled, out));
}

// face-api FaceRecognitionNet.forwardInput (with normalize.ts), for one image.
function forward(params: NetParams, input: tf.Tensor3D): tf.Tensor1D {
  return tf.tidy(() => {
    const batch = tf.expandDims<tf.Tensor4D>(tf.cast(input, 'float32'), 0);
    const normalized = tf.div<tf.Tensor4D>(tf.sub(batch, tf.tensor1d([...FACE_DESCRIPTOR_MEAN_RGB])), INPUT_SCALE);

    let out = convDown(normalized, params.conv32_down);
    out = tf.maxPool(out, 3, 2, 'valid');

    out = residual(out, params.conv32_1);
    out = residual(out, params.conv32_2);
    out = residual(out, params.conv32_3);

    out = residualDown(out, params.conv64_down);
    out = residual(out, params.conv64_1);
    out = residual(out, params.conv64_2);
    out = residual(out, params.conv64_3);

    out = residualDown(out, params.conv128_down);
    out = residual(out, params.conv128_1);
    out = residual(out, params.conv128_2);

    out = residualDown(out, params.conv256_down);
    out = residual(out, params.conv256_1);
    out = residual(out, params.conv256_2);
    out = residualDown(out, params.conv256_down_out);

    const globalAvg = tf.mean<tf.Tensor2D>(out, [1, 2]);
    return tf.reshape(tf.matMul(globalAvg, params.fc), [FACE_DESCRIPTOR_LENGTH]);
  });
}

/**
 * The net from the weights file and its manifest (model/face_recognition_model.bin and
 * -weights_manifest.json); the manifest's `paths` are ignored: `weights` holds all its shards.
 * Runs on tfjs's current backend: call tf.setBackend()/tf.ready() first.
 */
export function loadFaceDescriptorNet(weights: ArrayBuffer, manifest: WeightsManifestGroup[]): FaceDescriptorNet {
  let params: NetParams | null = decodeFaceDescriptorWeights(weights, manifest);
  return {
    async describe(input) {
      if (!params) throw new Error('FaceDescriptorNet: disposed');
      const [height, width, channels] = input.shape;
      if (height !== FACE_DESCRIPTOR_INPUT_SIZE || width !== FACE_DESCRIPTOR_INPUT_SIZE || channels !== 3) {
        throw new Error(
          `FaceDescriptorNet: expected a ${FACE_DESCRIPTOR_INPUT_SIZE}x${FACE_DESCRIPTOR_INPUT_SIZE}x3 input, got ${input.shape.join('x')}`,
        );
      }
      const descriptor = forward(params, input);
      try {
        return (await descriptor.data()) as Float32Array;
      } finally {
        descriptor.dispose();
      }
    },
    dispose() {
      if (params) tf.dispose(paramTensors(params));
      params = null;
    },
  };
}
