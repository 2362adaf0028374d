/** /api/face/43232 thumbnail link {empd}: thump_link of the committed thumbnail, '' when none. */
import { Contract, Status } from '../../contract';
import { faceRoute } from './faceRoute';
import { linkOf } from './photoLink';

export const thumbnailLinkRoute = faceRoute(Contract.face.thumbnailLink, ({ appId, employee, ctx }) => ({
  status: Status.OK,
  thump_link: linkOf(ctx, appId, employee, 'thumbnail'),
}));
