/**
 * 'Leave day' and 'Add Leave' (spec 001 section 5, "Leave"): the day must be a valid date
 * ('Select valid date'); without a chosen employee the form says 'Please select valid employee '.
 * A refused add (RECORD_EXIST: 'Leave day already added', others from the catalogue) keeps the day.
 */
import { useEffect } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { Alert, Button, Row, TextField, useApiAction, validateWith } from '@times/shared-sdk';
import type { EmployeeSearchResult } from '@times/shared-sdk';
import { appMessages, employeesApi } from '@times/shared-sdk/app';

const t = appMessages.employees.leave;

export interface LeaveValues {
  leave_day: string;
}

const INITIAL: LeaveValues = { leave_day: '' };

interface Props {
  employee: EmployeeSearchResult | null;
  onAdded: () => void;
}

export function LeaveForm({ employee, onAdded }: Props) {
  const { error, setError, run } = useApiAction();
  // A new choice of employee clears the last message.
  useEffect(() => setError(null), [employee?.emd, setError]);

  async function handleSubmit(values: LeaveValues, helpers: FormikHelpers<LeaveValues>) {
    if (!employee) {
      setError(t.selectEmployee);
      return;
    }
    const added = await run((signal) => employeesApi.addLeave(employee.emd, values.leave_day, { signal }));
    if (!added) return;
    helpers.resetForm();
    onAdded();
  }

  return (
    <Formik initialValues={INITIAL} validate={validateWith<LeaveValues>('leaveSchema')} onSubmit={handleSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.add}>
          <Row style={{ alignItems: 'flex-start' }}>
            <div style={{ minWidth: 200 }}>
              <TextField name="leave_day" label={t.day} type="date" />
            </div>
            <Button
              type="submit"
              disabled={isSubmitting}
              style={{ marginTop: 26 }}
              // The employee is checked even when the day is not valid yet.
              onClick={() => {
                if (!employee) setError(t.selectEmployee);
              }}
            >
              {t.add}
            </Button>
          </Row>
          {error && <Alert>{error}</Alert>}
        </Form>
      )}
    </Formik>
  );
}
