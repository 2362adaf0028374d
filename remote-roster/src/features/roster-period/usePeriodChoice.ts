/**
 * The roster a Summary or View Roster shows: the pre-selected one when given (a new calculation,
 * a card of the roster list), else the latest period, until the user picks another in 'Select Period'.
 */
import { useEffect, useState } from 'react';
import type { RosterShift } from './rosterShift';
import { useRosterPeriods } from './useRosterPeriods';

export function usePeriodChoice(shift: RosterShift, preselected = '') {
  const periods = useRosterPeriods(shift);
  const [chosen, setChosen] = useState(preselected);
  useEffect(() => {
    if (preselected) setChosen(preselected);
  }, [preselected]);
  useEffect(() => {
    setChosen((current) => {
      if (!periods.items || periods.items.some((period) => period.rstd === current)) return current;
      return preselected || (periods.items[0]?.rstd ?? '');
    });
  }, [periods.items, preselected]);
  return { periods, rstd: chosen, choose: setChosen };
}
