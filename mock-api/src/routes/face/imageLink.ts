/** /api/face/431241 image link {empd}: image_link of the committed image, '' when none. */
import { Paths } from '../../contract';
import { photoLinkRoute } from './photoLink';

export const imageLinkRoute = photoLinkRoute(Paths.face.imageLink, 'image', 'image_link');
