/**
 * The two read-link calls {empd}: the link of the employee's committed thumbnail or image, or
 * '' (status OK) when the employee has none: no photo is not an error.
 */
import { Status } from '../../contract';
import type { PhotoPart } from '../../face/blobStore';
import { committedUpload } from '../../face/photos';
import { readLink } from '../../storage/links';
import { employeeIdSchema } from '@times/shared-sdk/schemas';
import type { RouteContext } from '../context';
import type { EmployeeRecord } from '../../store/types';
import { faceRoute } from './faceRoute';

const linkOf = (ctx: RouteContext, appId: string, employee: EmployeeRecord, part: PhotoPart): string => {
  const upload = committedUpload(ctx.store.data, appId, employee.emd, part);
  return upload ? readLink(ctx.config.publicUrl, upload.rcdd, part) : '';
};

export const photoLinkRoute = (path: string, part: PhotoPart, field: 'thump_link' | 'image_link') =>
  faceRoute({
    path,
    schema: employeeIdSchema,
    handle: ({ appId, employee, ctx }) => ({ status: Status.OK, [field]: linkOf(ctx, appId, employee, part) }),
  });
