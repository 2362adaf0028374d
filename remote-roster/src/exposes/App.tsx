/** The Roster section, loaded by the shell at /apptimes and /apptimes/roster: the roster page. */
import { RosterPage } from '../features/roster-page/RosterPage';

export default function App() {
  return <RosterPage />;
}
