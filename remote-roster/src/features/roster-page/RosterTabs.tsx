/**
 * Create Roster, Summary and View Roster as the rights allow (spec 002 sections 2.1, 4 and 6), for
 * the selected shift. A roster started in Create Roster becomes the selected roster (rstd) and the
 * tabs switch to its Summary; `rstd` pre-selects one (a card of the roster list). The selection
 * belongs to its shift: another shift starts without one.
 */
import { useState } from 'react';
import { EmptyState } from '@times/shared-sdk';
import { Tabs, appMessages } from '@times/shared-sdk/app';
import { CreateRosterForm } from '../create-roster/CreateRosterForm';
import { RosterCalendar } from '../roster-calendar/RosterCalendar';
import type { RosterShift } from '../roster-period';
import { RosterSummary } from '../roster-summary/RosterSummary';
import type { RosterTab, RosterTabs as Allowed } from './tabsForRights';

const t = appMessages.roster;

interface Props {
  allowed: Allowed;
  shift: RosterShift | null;
  /** May drag and drop in View Roster (canAdjustRosters). */
  canEdit: boolean;
  /** A roster of `shift` to show first. */
  rstd?: string;
}

interface PanelProps {
  tab: RosterTab;
  shift: RosterShift;
  rstd: string | undefined;
  canEdit: boolean;
  /** May publish a roster: the Create Roster tab's rights. */
  canPublish: boolean;
  onCreated: (rstd: string) => void;
}

function RosterTabPanel({ tab, shift, rstd, canEdit, canPublish, onCreated }: PanelProps) {
  if (tab === 'create') return <CreateRosterForm shift={shift} onCreated={onCreated} />;
  if (tab === 'summary') return <RosterSummary shift={shift} rstd={rstd} canPublish={canPublish} />;
  return <RosterCalendar shift={shift} rstd={rstd} canEdit={canEdit} />;
}

const keyOf = (shift: RosterShift | null) => (shift ? `${shift.std}/${shift.sftd}` : '');

export function RosterTabs({ allowed, shift, canEdit, rstd: preselected }: Props) {
  const [active, setActive] = useState<RosterTab>(allowed.initial);
  const shiftKey = keyOf(shift);
  const [selected, setSelected] = useState(preselected ? { shiftKey, rstd: preselected } : null);
  const rstd = selected?.shiftKey === shiftKey ? selected.rstd : undefined;
  const items = allowed.tabs.map((id) => ({ id, label: t.tabs[id] }));

  const handleCreated = (created: string) => {
    setSelected({ shiftKey, rstd: created });
    if (allowed.tabs.includes('summary')) setActive('summary');
  };

  return (
    <div>
      <Tabs items={items} active={active} onChange={setActive} label={t.tabsLabel} />
      <div role="tabpanel" aria-label={t.tabs[active]}>
        {shift ? (
          <RosterTabPanel
            tab={active}
            shift={shift}
            rstd={rstd}
            canEdit={canEdit}
            canPublish={allowed.tabs.includes('create')}
            onCreated={handleCreated}
          />
        ) : (
          <EmptyState>{appMessages.rosters.create.selectShift}</EmptyState>
        )}
      </div>
    </div>
  );
}
