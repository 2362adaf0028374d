/**
 * The photo upload: one pair of links for the record, then for each picture its blocks and its
 * commit: thumbnail (image 1 of 2), then the full image (image 2 of 2).
 * Progress 'Uploading image n/m' counts pictures: n = the picture being sent, m = 2.
 * Any failure ends as an UploadError whose message is the screen text ('Upload failed: ...').
 */
import type { ApiOutcome, ApiResponse, UploadCommit, UploadLinksResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { abortError, isAbortError } from './async';
import { type FetchLike, uploadBlocks } from './blockUpload';
import type { EncodedPhoto, EncodedPhotos } from './photoEncoding';

export interface PhotoUploadApi {
  uploadLinks(empd: string, signal?: AbortSignal): Promise<ApiOutcome<UploadLinksResponse>>;
  confirmThumbnail(commit: UploadCommit, signal?: AbortSignal): Promise<ApiOutcome<ApiResponse>>;
  confirmImage(commit: UploadCommit, signal?: AbortSignal): Promise<ApiOutcome<ApiResponse>>;
}

export const PHOTO_COUNT = 2;

/** A failure the screen shows as it is. */
export class UploadError extends Error {
  constructor(screenText: string) {
    super(screenText);
    this.name = 'UploadError';
  }
}

/** The call was cancelled, or the session ended (the user is already sent away): show nothing. */
export class CaptureStopped extends Error {
  constructor() {
    super('stopped');
    this.name = 'AbortError';
  }
}

/** 'Upload failed: {message}', or the unknown-error text when there is no message. */
export function uploadFailureText(error: unknown): string {
  const t = appMessages.employees.face;
  if (error instanceof UploadError) return error.message;
  const message = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  return message ? t.failed(message) : t.failedUnknown;
}

/** The data of an OK outcome; throws UploadError with the status's message otherwise. */
export function expectOk<T extends ApiResponse>(outcome: ApiOutcome<T>): T {
  switch (outcome.kind) {
    case 'ok':
      return outcome.data;
    case 'error':
      throw new UploadError(uploadFailureText(outcome.message));
    default:
      throw new CaptureStopped();
  }
}

export async function uploadPhotos(
  empd: string,
  photos: EncodedPhotos,
  deps: { api: PhotoUploadApi; fetch: FetchLike },
  options: { signal?: AbortSignal; onProgress?: (n: number, m: number) => void } = {},
): Promise<void> {
  const { api, fetch } = deps;
  const { signal, onProgress } = options;
  const steps: {
    photo: EncodedPhoto;
    link: (links: UploadLinksResponse) => string;
    commit: PhotoUploadApi['confirmImage'];
  }[] = [
    {
      photo: photos.thumbnail,
      link: (links) => links.thump_link,
      commit: (commit, s) => api.confirmThumbnail(commit, s),
    },
    { photo: photos.image, link: (links) => links.image_link, commit: (commit, s) => api.confirmImage(commit, s) },
  ];
  try {
    const links = expectOk(await api.uploadLinks(empd, signal));
    for (const [index, step] of steps.entries()) {
      if (signal?.aborted) throw abortError();
      onProgress?.(index + 1, steps.length);
      const link = step.link(links);
      if (!link) throw new Error(appMessages.employees.face.noUploadLink);
      await uploadBlocks(link, step.photo.blob, { fetch, signal });
      const { blob, width, height } = step.photo;
      expectOk(await step.commit({ empd, rcdd: links.rcdd, size: blob.size, width, height }, signal));
    }
  } catch (error) {
    if (error instanceof CaptureStopped || isAbortError(error) || signal?.aborted) throw new CaptureStopped();
    throw new UploadError(uploadFailureText(error));
  }
}
