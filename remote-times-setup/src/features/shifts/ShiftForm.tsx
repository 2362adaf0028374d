/** Add or update a shift: name, site, start time and end time (filled in as start plus 6 hours). */
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { Alert, SelectField, TextField, validateWith } from '@times/shared-sdk';
import type { ShiftWrite, SiteLookup } from '@times/shared-sdk';
import { FormActions, appMessages } from '@times/shared-sdk/app';
import { endTimeFor } from './endTimeFor';

const t = appMessages.setup;

/** Fills the end time when the start time changes (not on first render, so an edit keeps its end). */
function EndTimeFromStart() {
  const { values, setFieldValue } = useFormikContext<ShiftWrite>();
  const previous = useRef(values.start_time);
  useEffect(() => {
    if (values.start_time === previous.current) return;
    previous.current = values.start_time;
    const end = endTimeFor(values.start_time);
    if (end) void setFieldValue('end_time', end);
  }, [values.start_time, setFieldValue]);
  return null;
}

interface Props {
  initial: ShiftWrite;
  sites: SiteLookup[];
  error: string | null;
  submitLabel: string;
  onSubmit: (values: ShiftWrite) => Promise<void>;
  onClose?: () => void;
}

export function ShiftForm({ initial, sites, error, submitLabel, onSubmit, onClose }: Props) {
  return (
    <Formik
      initialValues={initial}
      validate={validateWith('shiftSchema')}
      onSubmit={(values) => onSubmit({ ...values, nm: values.nm.trim() })}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.shifts.tabs.add}>
          <EndTimeFromStart />
          <TextField name="nm" label={t.shifts.name} />
          <SelectField name="std" label={t.shifts.site}>
            <option value="">{t.shifts.selectSite}</option>
            {sites.map((site) => (
              <option key={site.sd} value={site.sd}>
                {site.name}
              </option>
            ))}
          </SelectField>
          <TextField name="start_time" label={t.shifts.startTime} type="time" />
          <TextField name="end_time" label={t.shifts.endTime} type="time" />
          {error && <Alert>{error}</Alert>}
          <FormActions submitLabel={submitLabel} submitting={isSubmitting} onClose={onClose} />
        </Form>
      )}
    </Formik>
  );
}
