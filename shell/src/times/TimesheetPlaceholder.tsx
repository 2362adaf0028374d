/** /apptimes/timesheet: a placeholder showing only its label (spec 001 section 2). */
import { CardTitle, messages } from '@times/shared-sdk';

export function TimesheetPlaceholder() {
  return <CardTitle>{messages.times.timesheet}</CardTitle>;
}
