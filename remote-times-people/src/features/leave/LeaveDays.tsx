/** TEMPORARY placeholder (replaced by the leave-days work): the Leave Days tab. */
export function LeaveDays() {
  return null;
}
