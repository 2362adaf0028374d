/** @jest-environment node */
/**
 * What the descriptors are for: the same face, cut a little differently, stays within the 0.6 that
 * means "same person"; five different people (e2e/fixtures/face/sample1.jpg and sample3.jpg) are
 * farther apart; and the kiosk's matching (kiosk/matchFace.ts) recognises an enrolled face and
 * refuses one that is not enrolled. A broken net (constant output, lost spatial detail) fails these.
 */
import * as tf from '@tensorflow/tfjs-core';
// The WASM backend, as the browser runs the net (setWasmPaths there; in Node it finds its files itself): about
// 50 ms a descriptor, where the pure-JS cpu backend takes 1.5 s.
import '@tensorflow/tfjs-backend-wasm';
import { type FaceDescriptorNet, loadFaceDescriptorNet } from '../faceDescriptorNet';
import { SAME_PERSON_DISTANCE, euclidean } from '../faceDistance';
import { FACES, type FaceBox, cropFace, readDescriptorWeights } from './faceFixtures';
import { matchFace } from '../../../kiosk/matchFace';
import type { KioskEmployee } from '@times/shared-sdk';

// The WASM module's start and a dozen descriptors, with room for a loaded machine.
const SLOW = 60_000;
const PEOPLE = Object.keys(FACES) as (keyof typeof FACES)[];
const VARIANTS = [
  { face: 'clown', cut: { dx: 6, dy: -4 }, label: 'shifted 6 px right, 4 px up' },
  { face: 'clown', cut: { scale: 1.05 }, label: '5 % larger' },
  { face: 'smile', cut: { dx: -5, dy: 5 }, label: 'shifted 5 px left, 5 px down' },
  { face: 'smile', cut: { scale: 0.95 }, label: '5 % smaller' },
] as const;

let net: FaceDescriptorNet;
const descriptors = new Map<string, Float32Array>();
let variantDistances: { label: string; face: string; distance: number; descriptor: Float32Array }[];

async function describeCrop(box: FaceBox, cut = {}): Promise<Float32Array> {
  const input = tf.tensor3d(cropFace(box, cut), [150, 150, 3]);
  try {
    return await net.describe(input);
  } finally {
    input.dispose();
  }
}

beforeAll(async () => {
  tf.env().set('IS_TEST', true);
  if (!(await tf.setBackend('wasm'))) throw new Error('the WASM backend did not start');
  const { weights, manifest } = readDescriptorWeights();
  net = loadFaceDescriptorNet(weights, manifest);
  for (const person of PEOPLE) descriptors.set(person, await describeCrop(FACES[person]));
  variantDistances = [];
  for (const { face, cut, label } of VARIANTS) {
    const descriptor = await describeCrop(FACES[face], cut);
    variantDistances.push({ label, face, distance: euclidean(descriptors.get(face)!, descriptor), descriptor });
  }
}, SLOW);

afterAll(() => net.dispose());

const pairsOfPeople = () =>
  PEOPLE.flatMap((a, i) =>
    PEOPLE.slice(i + 1).map((b) => ({
      pair: `${a}/${b}`,
      distance: euclidean(descriptors.get(a)!, descriptors.get(b)!),
    })),
  );

describe('face descriptors: same person or not', () => {
  it('keeps a face within 0.6 of itself when the crop is shifted by a few pixels or scaled 5 %', () => {
    for (const { label, face, distance } of variantDistances) {
      expect({ face, label, same: distance < SAME_PERSON_DISTANCE }).toEqual({ face, label, same: true });
      // The crop did change the input: the descriptor follows it (a constant output would not).
      expect(distance).toBeGreaterThan(0.01);
    }
  });

  it('puts different people more than 0.6 apart', () => {
    const pairs = pairsOfPeople();
    expect(pairs).toHaveLength(10);
    for (const { pair, distance } of pairs) {
      expect({ pair, different: distance > SAME_PERSON_DISTANCE }).toEqual({ pair, different: true });
    }
  });

  it('keeps the farthest same-face pair under half the nearest pair of different people', () => {
    const sameFace = Math.max(...variantDistances.map((v) => v.distance));
    const nearestOther = Math.min(...pairsOfPeople().map((p) => p.distance));
    expect(sameFace).toBeLessThan(nearestOther / 2);
  });
});

describe("the kiosk's matching on these faces", () => {
  const enrolled = (people: readonly string[]): KioskEmployee[] =>
    people.map((person) => ({
      empd: person,
      name: person,
      surname: 'Face',
      employee_number: '',
      clocked_in: 0,
      descriptors: [Array.from(descriptors.get(person)!)],
    }));

  it('recognises an enrolled face cut a little differently, as that person', () => {
    for (const { face, label, descriptor } of variantDistances) {
      const found = matchFace(descriptor, enrolled(PEOPLE));
      expect({ label, found: found.kind === 'match' ? found.employee.empd : found.kind }).toEqual({
        label,
        found: face,
      });
    }
  });

  it('refuses a face that is not enrolled, whoever else is', () => {
    for (const stranger of PEOPLE) {
      const others = PEOPLE.filter((person) => person !== stranger);
      expect({ stranger, kind: matchFace(descriptors.get(stranger)!, enrolled(others)).kind }).not.toEqual({
        stranger,
        kind: 'match',
      });
    }
  });
});
