/** Exposed as './Kiosk': /apptimes/kiosk (issue 20). */
import { KioskPage } from '../features/kiosk/KioskPage';

export default function Kiosk() {
  return <KioskPage />;
}
