/**
 * The Results badge's words for a row's status: the catalogue's text, never the raw code. The
 * spec's messages where it has them ('Employee license exceeded, please upgrade', 'Employee with
 * same details exist', 'Invalid user rights'), SUCCESS as the spec names it, ours for a row that
 * broke a rule or got no answer; a batch that failed as a whole gives its rows the message of its
 * call; anything else 'Error occured'.
 */
import { Status, messages } from '@times/shared-sdk';
import { EmployeeStatus, appMessages } from '@times/shared-sdk/app';
import { NO_RESULT_STATUS } from './batches';

const e = appMessages.employees;
const t = e.import.rowStatus;

const ROW_TEXTS: Readonly<Record<string, string>> = {
  [EmployeeStatus.SUCCESS]: t.success,
  [EmployeeStatus.EMPLOYEE_MAX_LICENSED_EXCEEDED]: e.licenceExceeded,
  [EmployeeStatus.EMPLOYEE_WITH_SAME_DETAILS_EXIST]: e.sameDetails,
  [Status.VALIDATION_ERROR]: t.validationError,
  [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights,
  [NO_RESULT_STATUS]: t.noResult,
};

export function importStatusText(status: string, batchMessages: Readonly<Record<string, string>> = {}): string {
  return ROW_TEXTS[status] ?? batchMessages[status] ?? messages.common.errorOccured;
}
