/** Exposed as './Timesheet': /apptimes/timesheet (issue 20). */
import { TimesheetPage } from '../features/timesheet/TimesheetPage';

export default function Timesheet() {
  return <TimesheetPage />;
}
