/**
 * A day of the timesheet: rostered and clocked times, what is out of the ordinary, the approvals so
 * far (newest first: the audit trail); with the site's timesheet isCreate, the minutes worked and a
 * reason to approve it. A refused approval keeps what was typed and says why.
 */
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Alert, Muted, TextField, validateWith } from '@times/shared-sdk';
import type { TimesheetApproval, TimesheetDay } from '@times/shared-sdk';
import { FormActions, Modal, appMessages } from '@times/shared-sdk/app';
import { hoursOf, notesOf } from './timesheetDays';

interface Props {
  name: string;
  day: TimesheetDay;
  canApprove: boolean;
  /** Resolves with the error to show, or null once approved. */
  onApprove: (minutes: number, reason: string) => Promise<string | null>;
  onClose: () => void;
}

const timeOf = (at: string) => at.slice(11, 16);

export function ApproveDialog({ name, day, canApprove, onApprove, onClose }: Props) {
  const t = appMessages.attendance.timesheet;
  const [error, setError] = useState<string | null>(null);
  const item = (approval: TimesheetApproval) =>
    t.historyItem(approval.minutes, approval.reason, approval.by, approval.at.slice(0, 16).replace('T', ' '));
  return (
    <Modal title={t.dialogTitle(name, day.date)} onClose={onClose}>
      <p>{t.rostered(hoursOf(day.rostered_minutes))}</p>
      <p>{t.clocked(timeOf(day.first_in), timeOf(day.last_out))}</p>
      <p>{t.worked(hoursOf(day.worked_minutes))}</p>
      {notesOf(day).length > 0 && <Muted>{notesOf(day).join(', ')}</Muted>}
      {day.history.length > 0 && (
        <section aria-label={t.history}>
          <h3>{t.history}</h3>
          <ul>
            {day.history.map((approval) => (
              <li key={`${approval.at}${approval.minutes}`}>{item(approval)}</li>
            ))}
          </ul>
        </section>
      )}
      {canApprove && (
        <Formik
          initialValues={{ worked_minutes: String(day.approval?.minutes ?? day.worked_minutes), reason: '' }}
          validate={validateWith('timesheetApproveFormSchema')}
          onSubmit={async ({ worked_minutes, reason }) => {
            const refused = await onApprove(Number(worked_minutes), reason.trim());
            setError(refused);
            if (!refused) onClose();
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t.approve}>
              <TextField name="worked_minutes" label={t.minutes} inputMode="numeric" />
              <TextField name="reason" label={t.reason} />
              {error && <Alert>{error}</Alert>}
              <FormActions submitLabel={t.approve} submitting={isSubmitting} onClose={onClose} />
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
