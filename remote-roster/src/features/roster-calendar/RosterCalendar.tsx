/**
 * View Roster (spec 002 section 2.4): the roster given (a new calculation, a card of the roster
 * list), or else the one chosen in 'Select Period'; its grid once it is Successful (until then the
 * 'being calculated' notice, which updates by itself).
 */
import { Alert } from '@times/shared-sdk';
import { Toolbar } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { PeriodSelect, RosterReady, usePeriodChoice } from '../roster-period';
import { CalendarView } from './CalendarView';

interface Props {
  shift: RosterShift;
  /** A pre-selected roster: no 'Select Period' then. */
  rstd?: string;
  canEdit: boolean;
}

function RosterOf({ shift, rstd, canEdit, onSettled }: Props & { rstd: string; onSettled?: () => void }) {
  return (
    <RosterReady shift={shift} rstd={rstd} onSettled={onSettled}>
      {(header) => <CalendarView key={header.rstd} shift={shift} header={header} canEdit={canEdit} />}
    </RosterReady>
  );
}

function ChosenRoster({ shift, canEdit }: Omit<Props, 'rstd'>) {
  const { periods, rstd, choose } = usePeriodChoice(shift);
  return (
    <>
      <Toolbar>
        <PeriodSelect periods={periods.items} value={rstd} onChange={choose} />
      </Toolbar>
      {periods.error && <Alert>{periods.error}</Alert>}
      {rstd && <RosterOf shift={shift} rstd={rstd} canEdit={canEdit} onSettled={periods.reload} />}
    </>
  );
}

export function RosterCalendar({ shift, rstd, canEdit }: Props) {
  return rstd ? (
    <RosterOf shift={shift} rstd={rstd} canEdit={canEdit} />
  ) : (
    <ChosenRoster shift={shift} canEdit={canEdit} />
  );
}
