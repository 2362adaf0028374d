/** /api/face/431241 image link {empd}: image_link of the committed image, '' when none. */
import { Contract, Status } from '../../contract';
import { faceRoute } from './faceRoute';
import { linkOf } from './photoLink';

export const imageLinkRoute = faceRoute(Contract.face.imageLink, ({ appId, employee, ctx }) => ({
  status: Status.OK,
  image_link: linkOf(ctx, appId, employee, 'image'),
}));
