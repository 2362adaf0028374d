/** /api/face/675462 confirm image: commit the 300x300 image. */
import { Paths } from '../../contract';
import { confirmPartRoute } from './confirmPart';

export const confirmImageRoute = confirmPartRoute(Paths.face.confirmImage, 'image');
