/**
 * The Create Roster form's calls (spec 002 section 4): a new roster is started with recalculate 0;
 * once the server answers that the period already has a roster (created or being calculated), its
 * roster_ref is kept and the next submit recalculates it (recalculate 1). OK clears all that, resets
 * the form and reports the roster started.
 */
import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useAbortSignal } from '@times/shared-sdk';
import type { AlertTone, RosterStartValues } from '@times/shared-sdk';
import { Recalculate, rostersApi } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { readStartAnswer } from './startAnswer';

export interface StartMessage {
  tone: AlertTone;
  text: string;
}

export function useStartCalculation(shift: RosterShift, onCreated: (rstd: string) => void) {
  const nextSignal = useAbortSignal();
  /** The roster to recalculate (after ROSTER_ALREADY_CREATED or ROSTER_CALCULATION_IN_PROGRESS). */
  const [rosterRef, setRosterRef] = useState<string | null>(null);
  const [message, setMessage] = useState<StartMessage | null>(null);

  const submit = async (values: RosterStartValues, helpers: FormikHelpers<RosterStartValues>) => {
    setMessage(null);
    const outcome = await rostersApi.startCalculation(
      {
        std: shift.std,
        sftd: shift.sftd,
        start_date: values.start_date.trim(),
        roster_ref: rosterRef ?? '',
        recalculate: rosterRef === null ? Recalculate.NO : Recalculate.YES,
      },
      { signal: nextSignal() },
    );
    const answer = readStartAnswer(outcome);
    if (answer.kind === 'started') {
      setRosterRef(null);
      helpers.resetForm();
      onCreated(answer.rstd);
    } else if (answer.kind === 'existing') {
      setRosterRef(answer.rosterRef);
      setMessage({ tone: 'info', text: answer.notice });
    } else if (answer.kind === 'refused') {
      setMessage({ tone: 'error', text: answer.message });
    }
  };

  return { recalculating: rosterRef !== null, message, submit };
}
