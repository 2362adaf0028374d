/**
 * One Successful roster under its header (period, 'Time Created', site and shift) and its
 * Draft/Published bar (Publish for a manager): its figures once loaded, or the error.
 */
import { Alert, Spinner } from '@times/shared-sdk';
import type { RosterHeader } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { RosterTitle } from '../roster-period';
import { PublishBar } from '../roster-publish';
import { RosterFigures } from './RosterFigures';
import { useRosterSummary } from './useRosterSummary';

const t = appMessages.rosters.summary;

interface Props {
  shift: RosterShift;
  header: RosterHeader;
  /** May publish it (the rights of a roster start). */
  canPublish?: boolean;
  onPublished?: () => void;
}

export function RosterFiguresView({ shift, header, canPublish = false, onPublished }: Props) {
  const { figures, error } = useRosterSummary(shift, header.rstd);
  return (
    <>
      <RosterTitle header={header} timeCreatedLabel={t.timeCreated} />
      <PublishBar shift={shift} header={header} canPublish={canPublish} onPublished={onPublished} />
      {error && <Alert>{error}</Alert>}
      {!figures && !error && <Spinner />}
      {figures && <RosterFigures figures={figures} />}
    </>
  );
}
