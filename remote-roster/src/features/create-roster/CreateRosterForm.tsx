/**
 * The Create Roster tab (spec 002 sections 2.1, 4, 5 and 8): a start date and 'Start Calculation',
 * which becomes 'Recalculate Roster' once the server says the period already has a roster. Another
 * shift starts afresh (a form of its own per shift). Ours: 'Calculate all shifts of this site' plans
 * every shift of the site for the same start date together.
 */
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Alert, Button, EmptyState, TextField, validateWith } from '@times/shared-sdk';
import type { RosterStartValues } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { SiteCalculationButton } from './SiteCalculationButton';
import { useStartCalculation } from './useStartCalculation';

const t = appMessages.rosters.create;

const Fields = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-start;
  > div {
    min-width: 220px;
  }
  > button {
    margin-top: 1.55rem;
  }
`;

/** The site-wide action under the shift's own, with its answers. */
const SiteActions = styled.div`
  margin-top: 16px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

const INITIAL: RosterStartValues = { start_date: '' };

interface Props {
  shift: RosterShift;
  onCreated: (rstd: string) => void;
}

function StartForm({ shift, onCreated }: Props) {
  const { recalculating, message, submit } = useStartCalculation(shift, onCreated);
  return (
    <Formik initialValues={INITIAL} validate={validateWith<RosterStartValues>('rosterStartSchema')} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={appMessages.roster.tabs.create}>
          <Fields disabled={isSubmitting}>
            <TextField name="start_date" label={t.startDate} type="date" />
            <Button type="submit">{recalculating ? t.recalculate : t.startCalculation}</Button>
          </Fields>
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
          <SiteActions>
            <SiteCalculationButton shift={shift} onCreated={onCreated} />
          </SiteActions>
        </Form>
      )}
    </Formik>
  );
}

export function CreateRosterForm({
  shift,
  onCreated,
}: {
  shift: RosterShift | null;
  onCreated: (rstd: string) => void;
}) {
  if (!shift) return <EmptyState>{t.selectShift}</EmptyState>;
  return <StartForm key={`${shift.std}/${shift.sftd}`} shift={shift} onCreated={onCreated} />;
}
