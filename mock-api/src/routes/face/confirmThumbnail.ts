/** /api/face/654653 confirm thumbnail: commit the 150x150 thumbnail; the employee then has a photo (hasImage 1). */
import { Contract } from '../../contract';
import { confirmPartRoute } from './confirmPart';

export const confirmThumbnailRoute = confirmPartRoute(Contract.face.confirmThumbnail, 'thumbnail');
