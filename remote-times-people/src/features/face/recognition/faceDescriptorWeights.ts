/**
 * The parameters of dlib's face recognition ResNet, read from face-api's weights file
 * (model/face_recognition_model.bin + -weights_manifest.json).
 *
 * Ported from @vladmandic/face-api 1.7.15, src/faceRecognitionNet/types.ts and
 * extractParamsFromWeightMap.ts (MIT licence, Copyright (c) Vladimir Mandic; the full notice is
 * at the top of faceDescriptorNet.ts). The weights are dlib's, by Davis King, public domain.
 */
import * as tf from '@tensorflow/tfjs-core';

/** One group of a tfjs weights manifest (tfjs-core exports only the array type). */
export type WeightsManifestGroup = tf.io.WeightsManifestConfig[number];

export interface ScaleLayerParams {
  weights: tf.Tensor1D;
  biases: tf.Tensor1D;
}

export interface ConvLayerParams {
  conv: { filters: tf.Tensor4D; bias: tf.Tensor1D };
  scale: ScaleLayerParams;
}

export interface ResidualLayerParams {
  conv1: ConvLayerParams;
  conv2: ConvLayerParams;
}

/** The residual layers in the order the forward pass runs them (face-api's names). */
export const RESIDUAL_LAYERS = [
  'conv32_1',
  'conv32_2',
  'conv32_3',
  'conv64_down',
  'conv64_1',
  'conv64_2',
  'conv64_3',
  'conv128_down',
  'conv128_1',
  'conv128_2',
  'conv256_down',
  'conv256_1',
  'conv256_2',
  'conv256_down_out',
] as const;

export type ResidualLayerName = (typeof RESIDUAL_LAYERS)[number];

export type NetParams = { conv32_down: ConvLayerParams; fc: tf.Tensor2D } & Record<
  ResidualLayerName,
  ResidualLayerParams
>;

/** Every tensor of the parameter tree (to dispose of them). */
export function paramTensors(params: NetParams): tf.Tensor[] {
  const ofConv = ({ conv, scale }: ConvLayerParams) => [conv.filters, conv.bias, scale.weights, scale.biases];
  return [
    ...ofConv(params.conv32_down),
    ...RESIDUAL_LAYERS.flatMap((name) => [...ofConv(params[name].conv1), ...ofConv(params[name].conv2)]),
    params.fc,
  ];
}

/**
 * The parameter tree face-api's `loadFromWeightMap` builds. Takes ownership of the map's tensors:
 * those the net does not use are disposed of (as face-api's disposeUnusedWeightTensors does).
 */
export function paramsFromWeightMap(weightMap: tf.NamedTensorMap): NetParams {
  const used = new Set<string>();
  function entry<T extends tf.Tensor>(path: string, rank: number): T {
    const tensor = weightMap[path];
    if (!tensor || tensor.rank !== rank) {
      throw new Error(`face descriptor weights: expected ${path} to be a Tensor${rank}D`);
    }
    used.add(path);
    return tensor as T;
  }
  const convLayer = (prefix: string): ConvLayerParams => ({
    conv: { filters: entry(`${prefix}/conv/filters`, 4), bias: entry(`${prefix}/conv/bias`, 1) },
    scale: { weights: entry(`${prefix}/scale/weights`, 1), biases: entry(`${prefix}/scale/biases`, 1) },
  });
  const residualLayer = (prefix: string): ResidualLayerParams => ({
    conv1: convLayer(`${prefix}/conv1`),
    conv2: convLayer(`${prefix}/conv2`),
  });

  const params = {
    conv32_down: convLayer('conv32_down'),
    ...(Object.fromEntries(RESIDUAL_LAYERS.map((name) => [name, residualLayer(name)])) as Record<
      ResidualLayerName,
      ResidualLayerParams
    >),
    fc: entry<tf.Tensor2D>('fc', 2),
  };
  for (const [path, tensor] of Object.entries(weightMap)) if (!used.has(path)) tensor.dispose();
  return params;
}

/** Decodes the weights file (all its shards, concatenated in the manifest's order) into the parameter tree. */
export function decodeFaceDescriptorWeights(weights: ArrayBuffer, manifest: WeightsManifestGroup[]): NetParams {
  const specs = manifest.flatMap((group) => group.weights);
  const weightMap = tf.io.decodeWeights(weights, specs);
  try {
    return paramsFromWeightMap(weightMap);
  } catch (error) {
    tf.dispose(Object.values(weightMap));
    throw error;
  }
}
