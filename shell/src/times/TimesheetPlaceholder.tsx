/** /apptimes/timesheet: a placeholder showing only its label (spec 001 section 2). */
import { CardTitle } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

export function TimesheetPlaceholder() {
  return <CardTitle>{appMessages.times.timesheet}</CardTitle>;
}
