/**
 * An employee's availability, opened from their row of the shift's employees: weekdays they are
 * never rostered, unavailable dates and day requests (add and remove), then Save. The lists are
 * the employee's for every shift; requests may be for this shift only. A viewer sees them without
 * the controls. A refused save keeps the dialog open with everything entered.
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Muted, Row, Spinner, useApiAction } from '@times/shared-sdk';
import type { EmployeeAvailability, ShiftEmployee } from '@times/shared-sdk';
import { AVAILABILITY_WEEKDAYS, Modal, appMessages, rosterShiftApi, useList } from '@times/shared-sdk/app';
import type { ShiftSelection } from '../../shift-wizard/shiftStep';
import { fullName } from '../fullName';
import { AddDateForm } from './AddDateForm';
import { AddRequestForm } from './AddRequestForm';
import { DateList, RequestList } from './AvailabilityLists';
import {
  formContext,
  localToday,
  withDate,
  withRequest,
  withWeekday,
  withoutDate,
  withoutRequest,
} from './availabilityDraft';

const t = appMessages.shiftSetup.employees.availability;
const days = appMessages.shiftSetup.wizard.days;

const Part = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 8px 12px;
  margin: 0 0 12px;
  legend { font-weight: 600; font-size: 0.9rem; padding: 0 4px; }
  label.day { display: inline-flex; align-items: center; gap: 6px; margin: 4px 14px 4px 0; }
`;

interface Props {
  shift: ShiftSelection;
  employee: ShiftEmployee;
  canEdit: boolean;
  onClose: () => void;
}

export function AvailabilityDialog({ shift, employee, canEdit, onClose }: Props) {
  const { std, sftd } = shift;
  const { rshftempd } = employee;
  const { items, error: loadError } = useList(
    (signal) => rosterShiftApi.availability(rshftempd, std, sftd, { signal }),
    (data) => [data],
    [rshftempd, std, sftd],
  );
  const loaded = items?.[0];
  const [edited, setEdited] = useState<EmployeeAvailability | null>(null);
  const { error, run } = useApiAction();
  const [saving, setSaving] = useState(false);
  const draft = edited ?? loaded?.employee_availability ?? null;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const today = localToday();
  const context = () =>
    formContext(draftRef.current ?? { unavailable_dates: [], unavailable_days: [], requests: [] }, today);
  const change = (next: EmployeeAvailability) => setEdited(next);

  async function save() {
    if (!draft) return;
    setSaving(true);
    const answer = await run((signal) => rosterShiftApi.saveAvailability(rshftempd, std, sftd, draft, { signal }));
    setSaving(false);
    if (answer) onClose();
  }

  return (
    <Modal title={t.title(fullName(employee))} onClose={onClose} size="lg">
      {loadError && <Alert>{loadError}</Alert>}
      {!draft && !loadError && <Spinner />}
      {draft && (
        <>
          <Muted>{canEdit ? t.intro : t.readOnly}</Muted>
          <Part>
            <legend>{t.weekdays}</legend>
            {AVAILABILITY_WEEKDAYS.map((day) => (
              <label className="day" key={day}>
                <input
                  type="checkbox"
                  checked={draft.unavailable_days.includes(day)}
                  disabled={!canEdit}
                  onChange={(event) => change(withWeekday(draft, day, event.target.checked))}
                />
                {days[day]}
              </label>
            ))}
          </Part>
          <Part>
            <legend>{t.dates}</legend>
            <DateList draft={draft} onRemoveDate={canEdit ? (date) => change(withoutDate(draft, date)) : undefined} />
            {canEdit && (
              <AddDateForm context={context} onAdd={(date) => change(withDate(draftRef.current ?? draft, date))} />
            )}
          </Part>
          <Part>
            <legend>{t.requests}</legend>
            <RequestList
              draft={draft}
              onRemoveRequest={canEdit ? (date) => change(withoutRequest(draft, date)) : undefined}
            />
            {loaded && loaded.other_shift_requests > 0 && <Muted>{t.otherShifts(loaded.other_shift_requests)}</Muted>}
            {canEdit && (
              <AddRequestForm
                context={context}
                onAdd={(request) => change(withRequest(draftRef.current ?? draft, request))}
              />
            )}
          </Part>
          {error && <Alert>{error}</Alert>}
          <Row>
            {canEdit && (
              <Button type="button" disabled={saving} onClick={() => void save()}>
                {t.save}
              </Button>
            )}
            <Button type="button" $variant="secondary" onClick={onClose}>
              {t.cancel}
            </Button>
          </Row>
        </>
      )}
    </Modal>
  );
}
