/** The 'Create/View Roster' button and its full-screen modal with the roster tabs of the selected shift. */
import { useCallback, useState } from 'react';
import { Button } from '@times/shared-sdk';
import { Modal, appMessages } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { RosterTabs } from './RosterTabs';
import type { RosterTabs as Allowed } from './tabsForRights';

const t = appMessages.roster;

interface Props {
  allowed: Allowed;
  shift: RosterShift | null;
  canEdit: boolean;
}

export function CreateViewRoster({ allowed, shift, canEdit }: Props) {
  const [open, setOpen] = useState(false);
  // Stable, so the modal keeps its focus while the page behind it re-renders.
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        {t.createView}
      </Button>
      {open && (
        <Modal title={t.createView} size="full" onClose={close}>
          <RosterTabs allowed={allowed} shift={shift} canEdit={canEdit} />
        </Modal>
      )}
    </>
  );
}
