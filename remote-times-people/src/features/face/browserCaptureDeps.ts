/** The real parts of the face capture: this page's camera, the shared model, the canvas, the API. */
import { FaceCapture, faceApi } from '@times/shared-sdk/app';
import { type Camera, openCamera } from './camera';
import { loadFaceModel } from './faceModel';
import { clearOverlay, drawFaces } from './meshDrawing';
import { squareCrop } from './photoCrop';
import { encodePhotos, grabFrame } from './photoEncoding';
import type { FaceCaptureApi, FaceCaptureDeps } from './runFaceCapture';

export const faceCaptureApi: FaceCaptureApi = {
  addFace: (empd, vector1, vector2, signal) => faceApi.addFace(empd, vector1, vector2, { signal }),
  addDescriptors: (empd, descriptors, signal) => faceApi.addDescriptors(empd, descriptors, { signal }),
  uploadLinks: (empd, signal) => faceApi.uploadLinks(empd, { signal }),
  confirmThumbnail: (commit, signal) => faceApi.confirmThumbnail(commit, { signal }),
  confirmImage: (commit, signal) => faceApi.confirmImage(commit, { signal }),
};

export function browserCaptureDeps(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
  onCamera: (camera: Camera) => void,
): FaceCaptureDeps {
  return {
    loadModel: loadFaceModel,
    openCamera: async (signal) => {
      const camera = await openCamera(
        video,
        { width: FaceCapture.VIEW_WIDTH, height: FaceCapture.VIEW_HEIGHT },
        signal,
      );
      onCamera(camera);
      return camera;
    },
    estimate: (model) => model.estimate(video),
    drawFaces: (faces, model) =>
      drawFaces(canvas, faces, model.pairs, { width: video.videoWidth, height: video.videoHeight }),
    clearOverlay: () => clearOverlay(canvas),
    takePhoto: async (face) => {
      const frame = grabFrame(video);
      return encodePhotos(frame, squareCrop(face.box, frame.width, frame.height));
    },
    describe: (model, face) => model.describe(video, face),
    api: faceCaptureApi,
    // Plain fetch for the storage blocks (not the JSON API).
    fetch: (url, init) => fetch(url, init),
  };
}
