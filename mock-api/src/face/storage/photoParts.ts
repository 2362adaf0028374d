/** The two parts of an employee's photo and the file names they are kept and linked under. */
export type PhotoPart = 'thumbnail' | 'image';

export const PHOTO_PARTS: readonly PhotoPart[] = ['thumbnail', 'image'];

/** The file name of a committed part (also the last segment of its storage link). */
export const PART_FILES: Readonly<Record<PhotoPart, string>> = { thumbnail: 'thumb.jpg', image: 'image.jpg' };

/** The part a committed file name stands for, if any. */
export const partOfFile = (name: string): PhotoPart | undefined =>
  PHOTO_PARTS.find((candidate) => PART_FILES[candidate] === name);

/** Upload ids become folder names and object keys: only [A-Za-z0-9_-], so no path can escape the storage. */
export const SAFE_ID = /^[\w-]{1,64}$/;
