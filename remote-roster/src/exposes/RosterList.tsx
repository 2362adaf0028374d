/** Exposed as './RosterList': the roster list page, loaded by the shell at /apptimes/rosters. */
import { RosterListPage } from '../features/roster-list/RosterListPage';

export default function RosterList() {
  return <RosterListPage />;
}
