/**
 * The storage's URL layout: where it is mounted on the mock API and the links of a photo part.
 *   write link  <base>/storage/faces/<rcdd>/<file>?sig=<token>   PUT `${link}&blockid=<n>` per block
 *   read link   <base>/storage/faces/<rcdd>/<file>               GET the committed JPEG
 * <file> is thumb.jpg or image.jpg. A committed blob never changes and a new photo gets a new
 * rcdd, so a read link names one version for good (no cache-busting query needed).
 */
import { PART_FILES, SAFE_ID, partOfFile } from '../face/storage/photoParts';
import type { PhotoPart } from '../face/storage/photoParts';

export const STORAGE_MOUNT = '/storage';
const FACES = 'faces';

export const readLink = (base: string, rcdd: string, part: PhotoPart): string =>
  `${base}${STORAGE_MOUNT}/${FACES}/${rcdd}/${PART_FILES[part]}`;

export const writeLink = (base: string, rcdd: string, part: PhotoPart, token: string): string =>
  `${readLink(base, rcdd, part)}?sig=${encodeURIComponent(token)}`;

/** The part a path below the mount names (/faces/<rcdd>/<file>), or undefined. */
export function parseBlobPath(path: string): { rcdd: string; part: PhotoPart } | undefined {
  const [empty, folder, rcdd, file, ...rest] = path.split('/');
  if (empty !== '' || folder !== FACES || rcdd === undefined || !SAFE_ID.test(rcdd) || rest.length > 0)
    return undefined;
  const part = file === undefined ? undefined : partOfFile(file);
  return part ? { rcdd, part } : undefined;
}
