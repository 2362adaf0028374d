/**
 * The two read-link calls {empd}: the link of the employee's committed thumbnail or image, or
 * '' (status OK) when the employee has none: no photo is not an error.
 */
import type { PhotoPart } from '../../face/storage/photoParts';
import { readLink } from '../../storage/links';
import type { RouteContext } from '../context';
import type { EmployeeRecord } from '../../store/types';

/** The read link of the employee's committed part, '' when there is none. */
export const linkOf = async (
  ctx: RouteContext,
  appId: string,
  employee: EmployeeRecord,
  part: PhotoPart,
): Promise<string> => {
  const upload = await ctx.repos.faces.committedUpload(appId, employee.emd, part);
  return upload ? readLink(ctx.config.publicUrl, upload.rcdd, part) : '';
};
