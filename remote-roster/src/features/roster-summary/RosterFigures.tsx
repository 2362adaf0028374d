/**
 * The figures of one roster (spec 002 section 2.3): the summary cards (and under them the rules
 * pinned days break, the last absence and a Published roster's attendance), the position donuts, 'Employees days', the three tables, then the engine's
 * explanations.
 */
import { CrossPositionTable } from './CrossPositionTable';
import { EmployeesDaysChart } from './EmployeesDaysChart';
import { EmployeesSummaryTable } from './EmployeesSummaryTable';
import { ExplanationsSection } from './ExplanationsSection';
import { LastAbsence } from './LastAbsence';
import { PositionCharts } from './PositionCharts';
import { PinConflicts } from './PinConflicts';
import { PositionUtilisationTable } from './PositionUtilisationTable';
import { RosterAttendanceBlock } from './RosterAttendanceBlock';
import { SummaryCards } from './SummaryCards';
import type { RosterFigures as Figures } from './useRosterSummary';

export function RosterFigures({ figures: { summary, details } }: { figures: Figures }) {
  return (
    <>
      <SummaryCards figures={summary.hours_employees} pinnedKept={summary.pinned_kept} />
      <PinConflicts conflicts={summary.pin_conflicts} />
      <LastAbsence absence={summary.last_absence} />
      <RosterAttendanceBlock attendance={summary.attendance} />
      <PositionCharts hours_roles={summary.hours_roles} gender_roles={summary.gender_roles} />
      <EmployeesDaysChart employees={summary.employees_all} />
      <PositionUtilisationTable roles={summary.hours_roles} />
      <CrossPositionTable assignments={summary.cross_roles_assignment} />
      <EmployeesSummaryTable employees={summary.employees_all} />
      <ExplanationsSection
        violations={details.violations}
        uncovered={details.uncovered}
        day_notes={details.day_notes}
      />
    </>
  );
}
