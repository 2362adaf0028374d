/**
 * The two confirm calls {empd, rcdd, size, width, height}: commit the thumbnail or the image of
 * an upload of the employee from its staged blocks (face/uploads.ts commitPart). VALIDATION_ERROR
 * for an rcdd that is not an upload of this employee; UPLOAD_INVALID (with the reason) when the
 * blocks do not make the declared JPEG.
 */
import { EmployeeStatus, Status } from '../../contract';
import type { Contract } from '../../contract';
import type { PhotoPart } from '../../face/storage/photoParts';
import { commitPart } from '../../face/uploads';
import { setupErrors } from '../../validation/setupErrors';
import { faceRoute } from './faceRoute';

/** The thumbnail and the image confirm share their request, response and statuses; only the path differs. */
type ConfirmCall = Omit<typeof Contract.face.confirmImage, 'path'> & { path: string };

export const confirmPartRoute = (contract: ConfirmCall, part: PhotoPart) =>
  faceRoute(contract, async ({ input, appId, employee, ctx }) => {
    const upload = await ctx.repos.faces.upload(appId, employee.emd, input.rcdd);
    if (!upload) return setupErrors.unknownUpload;
    const { size, width, height } = input;
    const committed = await commitPart(ctx, upload, part, { size, width, height });
    return committed.ok ? { status: Status.OK } : { status: EmployeeStatus.UPLOAD_INVALID, reason: committed.reason };
  });
