/**
 * The Summary tab of a shift's rosters (spec 002 section 2.3): 'Select Period' (the pre-selected
 * roster, else the latest), then the chosen roster's figures once it is Successful; while it is
 * being calculated, the notice that turns into the figures by itself. A manager who may start
 * rosters (canPublish) publishes a Draft from here.
 */
import { Alert } from '@times/shared-sdk';
import { Section, Toolbar } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { PeriodSelect, RosterReady, usePeriodChoice } from '../roster-period';
import { RosterFiguresView } from './RosterFiguresView';

interface Props {
  shift: RosterShift;
  rstd?: string;
  canPublish?: boolean;
}

export function RosterSummary({ shift, rstd, canPublish = false }: Props) {
  const { periods, rstd: chosen, choose } = usePeriodChoice(shift, rstd);
  return (
    <Section>
      <Toolbar>
        <PeriodSelect periods={periods.items} value={chosen} onChange={choose} />
      </Toolbar>
      {periods.error && <Alert>{periods.error}</Alert>}
      {chosen && (
        <RosterReady shift={shift} rstd={chosen} onSettled={periods.reload}>
          {(header) => (
            <RosterFiguresView shift={shift} header={header} canPublish={canPublish} onPublished={periods.reload} />
          )}
        </RosterReady>
      )}
    </Section>
  );
}
