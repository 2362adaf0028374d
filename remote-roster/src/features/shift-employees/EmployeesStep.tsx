/**
 * Step 3 of the shift setup wizard, Employees setup (spec 002 sections 2.5, 4, 5, 6): the summary
 * boxes, then the tabs 'Available employees' and 'Add new employee' (only for a user who may add).
 * A row opens the edit view when the user may change it; the image icon opens the photo; the
 * 'Availability' button the employee's availability (editable when the user may change rows), and
 * for a user who may change rows the 'Calendar link' button the employee's calendar link. A
 * successful add calls onSaved (the wizard moves on); update and delete reload the list and the
 * summary. 'view' shows the list only; 'none' only 'Invalid user rights, please contact your administrator'.
 */
import { useState } from 'react';
import { Alert } from '@times/shared-sdk';
import type { ShiftEmployee } from '@times/shared-sdk';
import { Section, Tabs, appMessages } from '@times/shared-sdk/app';
import { SummaryBoxes } from '../shift-summary/SummaryBoxes';
import type { ShiftStepProps } from '../shift-wizard/shiftStep';
import { AddShiftEmployee } from './AddShiftEmployee';
import { CalendarLinkDialog } from '../calendar-link/CalendarLinkDialog';
import { AvailabilityDialog } from './availability/AvailabilityDialog';
import { EmployeeImageView } from './EmployeeImageView';
import { ShiftEmployeeEditor } from './ShiftEmployeeEditor';
import { fullName } from './fullName';
import { ShiftEmployeeList } from './ShiftEmployeeList';
import { useShiftEmployees } from './useShiftEmployees';

type EmployeesTab = 'available' | 'add';
const t = appMessages.shiftSetup.employees;
const w = appMessages.shiftSetup.wizard;

export function EmployeesStep({ shift, access, onSaved }: ShiftStepProps) {
  if (access.mode === 'none') return <Alert>{w.noRights}</Alert>;
  return <EmployeesPanel shift={shift} access={access} onSaved={onSaved} />;
}

function EmployeesPanel({ shift, access, onSaved }: ShiftStepProps) {
  const list = useShiftEmployees(shift.std, shift.sftd);
  const [tab, setTab] = useState<EmployeesTab>('available');
  const [editing, setEditing] = useState<ShiftEmployee | null>(null);
  const [photo, setPhoto] = useState<ShiftEmployee | null>(null);
  const [availability, setAvailability] = useState<ShiftEmployee | null>(null);
  const [calendarLink, setCalendarLink] = useState<ShiftEmployee | null>(null);
  const canAdd = access.mode === 'edit' && access.canAdd;
  const canChange = access.mode === 'edit' && access.canChange;
  const tabs = canAdd
    ? [
        { id: 'available' as const, label: t.tabs.available },
        { id: 'add' as const, label: t.tabs.add },
      ]
    : [{ id: 'available' as const, label: t.tabs.available }];

  function handleChanged() {
    setEditing(null);
    list.reload();
  }

  function handleAdded() {
    list.reload();
    onSaved();
  }

  return (
    <Section>
      {list.summary && <SummaryBoxes summary={list.summary} />}
      {editing ? (
        <ShiftEmployeeEditor
          shift={shift}
          employee={editing}
          onClose={() => setEditing(null)}
          onChanged={handleChanged}
        />
      ) : (
        <>
          <Tabs items={tabs} active={canAdd ? tab : 'available'} onChange={setTab} label={w.steps[2]} />
          {tab === 'add' && canAdd ? (
            <AddShiftEmployee shift={shift} onAdded={handleAdded} />
          ) : (
            <ShiftEmployeeList
              list={list}
              onOpen={canChange ? setEditing : undefined}
              onPhoto={setPhoto}
              onAvailability={setAvailability}
              onCalendarLink={canChange ? setCalendarLink : undefined}
            />
          )}
        </>
      )}
      {photo && <EmployeeImageView employee={photo} onClose={() => setPhoto(null)} />}
      {availability && (
        <AvailabilityDialog
          shift={shift}
          employee={availability}
          canEdit={canChange}
          onClose={() => setAvailability(null)}
        />
      )}
      {calendarLink && (
        <CalendarLinkDialog
          link={{ rshftempd: calendarLink.rshftempd, std: shift.std, sftd: shift.sftd }}
          employeeName={fullName(calendarLink)}
          onClose={() => setCalendarLink(null)}
        />
      )}
    </Section>
  );
}
