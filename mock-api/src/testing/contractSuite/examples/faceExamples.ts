/**
 * Good inputs of the face and photo calls (Contract.face) on the run's kept employee 'd'
 * (setupWorld.ts): its face vectors, an upload with each part staged through the API's write
 * links before its confirm, and the read links of its photo.
 */
import { Contract } from '../../../contract';
import { faceDescriptor, faceVector, stagedUpload } from '../../../routes/face/faceTesting';
import type { ExampleTable } from './example';
import { runEmployee } from './setupWorld';

const F = Contract.face;
const EMPLOYEE = 'd';

export const faceExamples: ExampleTable = {
  [F.add.path]: {
    payload: async (world) => ({
      empd: await runEmployee(world, EMPLOYEE),
      vector1: faceVector(0),
      vector2: faceVector(1),
    }),
  },
  [F.descriptors.path]: {
    payload: async (world) => ({ empd: await runEmployee(world, EMPLOYEE), descriptors: [faceDescriptor(0)] }),
  },
  [F.uploadLinks.path]: { payload: async (world) => ({ empd: await runEmployee(world, EMPLOYEE) }) },
  [F.confirmThumbnail.path]: {
    payload: async (world) => stagedUpload(world.ok, await runEmployee(world, EMPLOYEE), 'thumbnail'),
  },
  [F.confirmImage.path]: {
    payload: async (world) => stagedUpload(world.ok, await runEmployee(world, EMPLOYEE), 'image'),
  },
  [F.thumbnailLink.path]: { payload: async (world) => ({ empd: await runEmployee(world, EMPLOYEE) }) },
  [F.imageLink.path]: { payload: async (world) => ({ empd: await runEmployee(world, EMPLOYEE) }) },
};
