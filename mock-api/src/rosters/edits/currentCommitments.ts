/**
 * A swap or move is checked against the other rosters as they are now (they may have been
 * calculated or edited since this roster was): the stored model with today's commitments.
 */
import type { RosterModel } from '@times/roster-engine';
import type { DbState, RosterRecord } from '../../store/types';
import { rosterCommitments } from '../model/commitments';

export function withCurrentCommitments(state: DbState, record: RosterRecord, model: RosterModel): RosterModel {
  const commitments = rosterCommitments(state, {
    appId: record.app_id,
    std: record.std,
    sftd: record.sftd,
    period: { start: record.start_date, end: record.end_date },
    maxConsecutive: model.workingDays.maxConsecutive,
    minRest: model.workingDays.minRest,
    employeeIds: new Set(model.employees.map((employee) => employee.id)),
  });
  // A model stored before shift ids were kept gets its own (for the forbidden successions).
  return { ...model, shiftId: model.shiftId ?? record.sftd, commitments };
}
