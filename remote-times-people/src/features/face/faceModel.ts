/**
 * The one face-model loader of the page: tfjs and the model files are downloaded the first time
 * a face screen asks for them (a dynamic import, its own chunk) and shared afterwards.
 * A failed load is forgotten, so the next attempt tries again.
 */
import type { FaceModel } from './faceTypes';

let loading: Promise<FaceModel> | null = null;

export function loadFaceModel(): Promise<FaceModel> {
  if (!loading) {
    loading = import(/* webpackChunkName: "face-model" */ './faceModelRuntime')
      .then((runtime) => runtime.createFaceModel())
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
  }
  return loading;
}

/** Tests only: forget the loaded model. */
export function resetFaceModelForTests(): void {
  loading = null;
}
