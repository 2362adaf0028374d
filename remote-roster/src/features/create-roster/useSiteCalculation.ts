/**
 * 'Calculate all shifts of this site' (ours): starts every set-up shift of the current shift's site
 * for the period of the start date. Once the server says the period already has rosters, the next
 * click recalculates them all (recalculate 1). When the current shift's roster is among those
 * started, the page opens it as after a single start; otherwise the answer stays on the form.
 */
import { useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import { Recalculate, rostersApi } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { readSiteAnswer } from './siteAnswer';
import type { StartMessage } from './useStartCalculation';

export function useSiteCalculation(shift: RosterShift, onCreated: (rstd: string) => void) {
  const nextSignal = useAbortSignal();
  const [recalculating, setRecalculating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<StartMessage[]>([]);

  const start = async (startDate: string) => {
    setMessages([]);
    setBusy(true);
    const outcome = await rostersApi.startSiteCalculation(
      { std: shift.std, start_date: startDate.trim(), recalculate: recalculating ? Recalculate.YES : Recalculate.NO },
      { signal: nextSignal() },
    );
    setBusy(false);
    const answer = readSiteAnswer(outcome, shift.sftd);
    if (answer.kind === 'ignored') return;
    setRecalculating(answer.kind === 'existing');
    setMessages(answer.messages);
    if (answer.kind === 'started' && answer.currentRstd) onCreated(answer.currentRstd);
  };

  return { recalculating, busy, messages, start };
}
