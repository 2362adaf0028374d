/**
 * Stands in for '@mediapipe/face_mesh' (aliased in this remote's webpack config).
 * face-landmarks-detection's ESM build imports that package statically, but only its 'mediapipe'
 * runtime uses it, which would load WASM and model files from a CDN. We run the 'tfjs' runtime
 * with local files, so the real package is kept out of the bundle and any use of it fails loudly.
 */
export class FaceMesh {
  constructor() {
    throw new Error("The 'mediapipe' runtime is not bundled: use the 'tfjs' runtime");
  }
}
