/** Exposed as './Shifts': /apptimes/shifts. */
import { ShiftsPage } from '../features/shifts/ShiftsPage';

export default function Shifts() {
  return <ShiftsPage />;
}
