/**
 * 'Mark absent': an employee of the roster, from a date to a date, checked by the shared schema
 * (markAbsentSchema with the roster's period as context) when Save is pressed; a message names
 * the field and keeps what was typed, and so does a refusal of the call. Saved, the dialog lists
 * what changed (AbsenceChanges) and the caller reloads the grid.
 */
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Alert, Button, Muted, Row, SelectField, TextField, useApiAction, validateWith } from '@times/shared-sdk';
import type { AbsenceFormContext, MarkAbsentRequest, MarkAbsentResponse, RosterEmployee } from '@times/shared-sdk';
import { Modal, appMessages, rosterCoverApi } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { employeeLabel } from '../roster-calendar/calendarModel';
import { fullName } from '../shift-employees/fullName';
import { AbsenceChanges } from './AbsenceChanges';

const t = appMessages.rosters.cover;

type AbsenceValues = Pick<MarkAbsentRequest, 'empd' | 'from_date' | 'to_date'>;

interface Props {
  shift: Pick<RosterShift, 'std' | 'sftd'>;
  rosterRef: string;
  period: AbsenceFormContext['period'];
  employees: readonly RosterEmployee[];
  onClose: () => void;
  /** Saved: the success text to show (the caller reloads the grid). */
  onSaved: (text: string) => void;
}

export function AbsenceDialog({ shift, rosterRef, period, employees, onClose, onSaved }: Props) {
  const { std, sftd } = shift;
  const { error, run } = useApiAction();
  const [answer, setAnswer] = useState<MarkAbsentResponse | null>(null);
  const check = validateWith<MarkAbsentRequest>('markAbsentSchema', () => ({ period }));
  const request = (values: AbsenceValues): MarkAbsentRequest => ({ std, sftd, roster_ref: rosterRef, ...values });

  async function save(values: AbsenceValues) {
    const saved = await run((signal) => rosterCoverApi.markAbsent(request(values), { signal }));
    if (!saved) return;
    setAnswer(saved);
    const employee = employees.find((one) => one.emd === values.empd);
    onSaved(t.absenceSaved(employee ? fullName(employee) : values.empd, values.from_date, values.to_date));
  }

  return (
    <Modal title={t.absenceTitle} onClose={onClose} size="lg">
      {answer ? (
        <>
          <AbsenceChanges answer={answer} />
          <Button type="button" onClick={onClose}>
            {t.done}
          </Button>
        </>
      ) : (
        <Formik<AbsenceValues>
          initialValues={{ empd: '', from_date: '', to_date: '' }}
          validate={(values) => check(request(values))}
          validateOnChange={false}
          onSubmit={save}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t.absenceTitle}>
              <Muted>{t.absenceIntro(period.start, period.end)}</Muted>
              <SelectField name="empd" label={t.employee}>
                <option value="">{t.chooseEmployee}</option>
                {employees.map((employee) => (
                  <option key={employee.emd} value={employee.emd}>
                    {employeeLabel(employee)}
                  </option>
                ))}
              </SelectField>
              <TextField name="from_date" label={t.fromDate} type="date" min={period.start} max={period.end} />
              <TextField name="to_date" label={t.toDate} type="date" min={period.start} max={period.end} />
              {error && <Alert>{error}</Alert>}
              <Row>
                <Button type="submit" disabled={isSubmitting}>
                  {t.save}
                </Button>
                <Button type="button" $variant="secondary" onClick={onClose}>
                  {t.cancel}
                </Button>
              </Row>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
