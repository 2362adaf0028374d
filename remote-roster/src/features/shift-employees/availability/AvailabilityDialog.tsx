/**
 * An employee's availability, opened from their row of the shift's employees: weekdays they are
 * never rostered, unavailable dates and day requests (add and remove), then Save. The lists are
 * the employee's for every shift; requests may be for this shift only. A viewer sees them without
 * the controls. The forbidden shift successions are a part of their own (SuccessionsPart). The limits
 * in a period and Save are one form (PeriodLimitsForm). A refused save keeps the dialog open with
 * everything entered.
 */
import { useRef, useState } from 'react';
import { Alert, Button, Muted, Row, Spinner, useApiAction } from '@times/shared-sdk';
import type { EmployeeAvailability, ShiftEmployee } from '@times/shared-sdk';
import { AVAILABILITY_WEEKDAYS, Modal, appMessages, rosterShiftApi, useList } from '@times/shared-sdk/app';
import type { ShiftSelection } from '../../shift-wizard/shiftStep';
import { fullName } from '../fullName';
import { AddDateForm } from './AddDateForm';
import { AddRequestForm } from './AddRequestForm';
import { DateList, RequestList } from './AvailabilityLists';
import { NO_PERIOD_LIMITS, PeriodLimitsForm } from './PeriodLimitsForm';
import type { PeriodLimits } from './PeriodLimitsForm';
import { Part } from './Part';
import { SuccessionsPart } from './SuccessionsPart';
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
    formContext(
      draftRef.current ?? {
        unavailable_dates: [],
        unavailable_days: [],
        requests: [],
        ...NO_PERIOD_LIMITS,
        forbidden_successions: [],
      },
      today,
    );
  const change = (next: EmployeeAvailability) => setEdited(next);

  async function save(limits: PeriodLimits) {
    const current = draftRef.current;
    if (!current) return;
    setSaving(true);
    const payload = { ...current, ...limits };
    const answer = await run((signal) => rosterShiftApi.saveAvailability(rshftempd, std, sftd, payload, { signal }));
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
          <SuccessionsPart
            pairs={draft.forbidden_successions}
            shifts={loaded?.employee_shifts ?? []}
            onChange={
              canEdit ? (pairs) => change({ ...(draftRef.current ?? draft), forbidden_successions: pairs }) : undefined
            }
          />
          <PeriodLimitsForm initial={draft} canEdit={canEdit} onSave={save}>
            {error && <Alert>{error}</Alert>}
            <Row>
              {canEdit && (
                <Button type="submit" disabled={saving}>
                  {t.save}
                </Button>
              )}
              <Button type="button" $variant="secondary" onClick={onClose}>
                {t.cancel}
              </Button>
            </Row>
          </PeriodLimitsForm>
        </>
      )}
    </Modal>
  );
}
