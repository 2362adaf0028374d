/**
 * /apptimes/rosters: the roster list page (spec 002 sections 2.2 and 6), for admins, operations
 * managers and users with any of the ROSTER rights 9 to 14 (form rights f_rd 5).
 */
import { Alert, Spinner } from '@times/shared-sdk';
import { FormId, appMessages, useFormRights } from '@times/shared-sdk/app';
import { canListRosters } from './listAccess';
import { RosterListSection } from './RosterListSection';

export function RosterListPage() {
  const { rights, error } = useFormRights(FormId.ROSTER);
  if (error) return <Alert>{error}</Alert>;
  if (!rights) return <Spinner />;
  if (!canListRosters(rights)) return <Alert>{appMessages.rosters.list.notAllowed}</Alert>;
  return <RosterListSection rights={rights} />;
}
