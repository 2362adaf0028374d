/** /api/face/43232 thumbnail link {empd}: thump_link of the committed thumbnail, '' when none. */
import { Contract, Status } from '../../contract';
import { faceRoute } from './faceRoute';
import { linkOf } from './photoLink';

export const thumbnailLinkRoute = faceRoute(Contract.face.thumbnailLink, async ({ appId, employee, ctx }) => ({
  status: Status.OK,
  thump_link: await linkOf(ctx, appId, employee, 'thumbnail'),
}));
