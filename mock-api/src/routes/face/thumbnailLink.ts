/** /api/face/43232 thumbnail link {empd}: thump_link of the committed thumbnail, '' when none. */
import { Paths } from '../../contract';
import { photoLinkRoute } from './photoLink';

export const thumbnailLinkRoute = photoLinkRoute(Paths.face.thumbnailLink, 'thumbnail', 'thump_link');
