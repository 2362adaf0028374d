/** One Successful roster under its header (period, 'Time Created', site and shift): its figures once loaded, or the error. */
import { Alert, Spinner } from '@times/shared-sdk';
import type { RosterHeader } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { RosterTitle } from '../roster-period';
import { RosterFigures } from './RosterFigures';
import { useRosterSummary } from './useRosterSummary';

const t = appMessages.rosters.summary;

export function RosterFiguresView({ shift, header }: { shift: RosterShift; header: RosterHeader }) {
  const { figures, error } = useRosterSummary(shift, header.rstd);
  return (
    <>
      <RosterTitle header={header} timeCreatedLabel={t.timeCreated} />
      {error && <Alert>{error}</Alert>}
      {!figures && !error && <Spinner />}
      {figures && <RosterFigures figures={figures} />}
    </>
  );
}
