/**
 * Where a photo storage keeps what, the same in a folder and in a bucket (path segments, joined
 * with the folder's separator or with '/' into object keys):
 *   faces/<rcdd>/thumb.jpg, faces/<rcdd>/image.jpg   committed photos (never changed once written)
 *   staging/<rcdd>/<part>/<n>.block                   blocks PUT to a write link, until commit
 */
import { PART_FILES, SAFE_ID } from './photoParts';
import type { PhotoPart } from './photoParts';

export const COMMITTED = 'faces';
export const STAGING = 'staging';
const BLOCK = /^(\d+)\.block$/;

const safe = (rcdd: string): string => {
  if (!SAFE_ID.test(rcdd)) throw new Error(`unsafe upload id: ${JSON.stringify(rcdd)}`);
  return rcdd;
};

export const committedPath = (rcdd: string, part: PhotoPart): string[] => [COMMITTED, safe(rcdd), PART_FILES[part]];

/** The staged blocks of one part, or of the whole upload. */
export const stagingPath = (rcdd: string, part?: PhotoPart): string[] => [STAGING, safe(rcdd), ...(part ? [part] : [])];

export const blockPath = (rcdd: string, part: PhotoPart, index: number): string[] => [
  ...stagingPath(rcdd, part),
  `${index}.block`,
];

/** The block number a staged file is named for, or undefined for any other name. */
export const blockIndexOf = (name: string): number | undefined => {
  const index = BLOCK.exec(name)?.[1];
  return index === undefined ? undefined : Number(index);
};

/** Block numbers found, ascending. */
export const ascending = (names: readonly string[]): number[] =>
  names
    .map(blockIndexOf)
    .filter((index): index is number => index !== undefined)
    .sort((a, b) => a - b);

/** Whether ascending block numbers are 0..n-1 with none missing (and at least one). */
export const complete = (blocks: readonly number[]): boolean =>
  blocks.length > 0 && blocks.every((index, position) => index === position);
