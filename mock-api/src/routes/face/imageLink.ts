/** /api/face/431241 image link {empd}: image_link of the committed image, '' when none. */
import { Contract, Status } from '../../contract';
import { faceRoute } from './faceRoute';
import { linkOf } from './photoLink';

export const imageLinkRoute = faceRoute(Contract.face.imageLink, async ({ appId, employee, ctx }) => ({
  status: Status.OK,
  image_link: await linkOf(ctx, appId, employee, 'image'),
}));
