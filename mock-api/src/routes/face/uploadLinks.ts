/**
 * /api/face/4564634 photo upload links {empd}: a new upload (rcdd) and its two write links,
 * valid for config.uploadSeconds. See storage/storageRoutes.ts for the block PUTs.
 * EMPLOYEE_DOES_NOT_EXIST also when the employee went before the write (decided inside it).
 */
import { Contract, EmployeeStatus, Status } from '../../contract';
import { createUpload } from '../../face/uploads';
import { writeLink } from '../../storage/links';
import { faceRoute } from './faceRoute';

export const uploadLinksRoute = faceRoute(Contract.face.uploadLinks, async ({ appId, employee, ctx }) => {
  const created = await createUpload(ctx, appId, employee.emd);
  if (!created) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
  const { rcdd, token } = created;
  const base = ctx.config.publicUrl;
  return {
    status: Status.OK,
    thump_link: writeLink(base, rcdd, 'thumbnail', token),
    image_link: writeLink(base, rcdd, 'image', token),
    rcdd,
  };
});
