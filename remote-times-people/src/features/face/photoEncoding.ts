/**
 * Turns the video frame into the two JPEGs of the photo upload: the square crop around the face,
 * resized to 150x150 at quality 0.8 (thumbnail) and 300x300 at quality 0.87 (image).
 */
import { FaceCapture, appMessages } from '@times/shared-sdk/app';
import { withTimeout } from './async';
import type { SquareCrop } from './photoCrop';

export interface EncodedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

export interface EncodedPhotos {
  thumbnail: EncodedPhoto;
  image: EncodedPhoto;
}

const ENCODE_TIMEOUT_MS = 10_000;

export function encodeJpeg(
  source: CanvasImageSource,
  crop: SquareCrop,
  size: number,
  quality: number,
): Promise<EncodedPhoto> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error(appMessages.employees.face.encodeFailed));
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, crop.x, crop.y, crop.size, crop.size, 0, 0, size, size);
  const encoded = new Promise<EncodedPhoto>((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve({ blob, width: size, height: size })
          : reject(new Error(appMessages.employees.face.encodeFailed)),
      'image/jpeg',
      quality,
    );
  });
  return withTimeout(encoded, ENCODE_TIMEOUT_MS, undefined, appMessages.employees.face.encodeFailed);
}

/** Both JPEGs from the same frame. Draw from a still copy so that both show the same instant. */
export async function encodePhotos(source: CanvasImageSource, crop: SquareCrop): Promise<EncodedPhotos> {
  const thumbnail = await encodeJpeg(source, crop, FaceCapture.THUMB_SIZE, FaceCapture.THUMB_QUALITY);
  const image = await encodeJpeg(source, crop, FaceCapture.IMAGE_SIZE, FaceCapture.IMAGE_QUALITY);
  return { thumbnail, image };
}

/** A still copy of the video's current frame (the photo is cut from it). */
export function grabFrame(video: HTMLVideoElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(appMessages.employees.face.encodeFailed);
  ctx.drawImage(video, 0, 0);
  return canvas;
}
