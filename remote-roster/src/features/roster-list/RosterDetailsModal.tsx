/**
 * 'Roster Details' (spec 002 sections 2.2 and 6): a full-screen modal with the Summary and View
 * Roster tabs of one roster of the list, starting on Summary.
 */
import { useMemo } from 'react';
import type { AvailableRoster } from '@times/shared-sdk';
import { Modal, appMessages } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { RosterTabs } from '../roster-page/RosterTabs';
import type { RosterTabs as Allowed } from '../roster-page/tabsForRights';

const DETAILS_TABS: Allowed = { tabs: ['summary', 'view'], initial: 'summary' };

interface Props {
  roster: AvailableRoster;
  canEdit: boolean;
  /** Must be stable (the modal refocuses itself when it changes). */
  onClose: () => void;
}

export function RosterDetailsModal({ roster, canEdit, onClose }: Props) {
  const { std, sftd, site_name, shift_name } = roster;
  const shift = useMemo<RosterShift>(
    () => ({ std, sftd, siteName: site_name, shiftName: shift_name }),
    [std, sftd, site_name, shift_name],
  );
  return (
    <Modal title={appMessages.rosters.list.details} size="full" onClose={onClose}>
      <RosterTabs allowed={DETAILS_TABS} shift={shift} rstd={roster.rstd} canEdit={canEdit} />
    </Modal>
  );
}
