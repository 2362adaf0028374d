/** Exposed as './Positions': /apptimes/positions. */
import { PositionsPage } from '../features/positions/PositionsPage';

export default function Positions() {
  return <PositionsPage />;
}
