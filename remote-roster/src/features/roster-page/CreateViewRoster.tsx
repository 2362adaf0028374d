/** The 'Create/View Roster' button and its full-screen modal with the roster tabs. */
import { useState } from 'react';
import { Button } from '@times/shared-sdk';
import { Modal, appMessages } from '@times/shared-sdk/app';
import { RosterTabs } from './RosterTabs';
import type { RosterTabs as Allowed } from './tabsForRights';

const t = appMessages.roster;

export function CreateViewRoster({ allowed }: { allowed: Allowed }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        {t.createView}
      </Button>
      {open && (
        <Modal title={t.createView} size="full" onClose={() => setOpen(false)}>
          <RosterTabs allowed={allowed} />
        </Modal>
      )}
    </>
  );
}
