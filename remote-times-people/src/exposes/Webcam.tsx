/** Exposed as './Webcam': /apptimes/webcam. */
import { WebcamPage } from '../features/webcam/WebcamPage';

export default function Webcam() {
  return <WebcamPage />;
}
