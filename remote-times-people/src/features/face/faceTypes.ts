/**
 * The few shapes the face screens use. They mirror @tensorflow-models/face-landmarks-detection's
 * Face/Keypoint/BoundingBox, declared here so that nothing outside the lazy runtime module
 * depends on tfjs (the employee list must never download it).
 */
export interface FacePoint {
  x: number;
  y: number;
  z?: number;
}

/** Pixel box of a face in the video frame. */
export interface FaceBox {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  width: number;
  height: number;
}

export interface DetectedFace {
  /** 468 landmarks in video pixels (MediaPipe Face Mesh, refineLandmarks off). */
  keypoints: FacePoint[];
  box: FaceBox;
}

export type KeypointPair = readonly [number, number];

/** What the face description network saw of a face (faceDescriptionRuntime.ts). */
export interface FaceDescription {
  /** 128 numbers, 4 decimals: the same person within a euclidean distance of about 0.6. */
  descriptor: number[];
  /** Mean luminance of the face's square, 0 (black) to 255. */
  brightness: number;
  /** The 150x150 square it read (the kiosk keeps a small photo of it). */
  crop: HTMLCanvasElement;
}

/** The loaded detector, as the screens see it. */
export interface FaceModel {
  /** Faces in the video's current frame (an empty list while the video has no frame yet). */
  estimate(video: HTMLVideoElement): Promise<DetectedFace[]>;
  /** The descriptor of a face found in the video's current frame (its network is loaded on first use). */
  describe(video: HTMLVideoElement, face: DetectedFace): Promise<FaceDescription>;
  /** Landmark index pairs to draw the mesh with. */
  pairs: readonly KeypointPair[];
  /** The tfjs backend in use: 'wasm', or 'webgl' when wasm could not start. */
  backend: string;
  /** Milliseconds the backend and model took to load. */
  loadMs: number;
}
