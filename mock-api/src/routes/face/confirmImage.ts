/** /api/face/675462 confirm image: commit the 300x300 image. */
import { Contract } from '../../contract';
import { confirmPartRoute } from './confirmPart';

export const confirmImageRoute = confirmPartRoute(Contract.face.confirmImage, 'image');
