/**
 * The shift positions repository of the embedded store (json-server + lowdb, npm start's default):
 * reads from the store's state, as the shift position routes did before the repository.
 */
import type { DbState, ShiftPositionRecord } from '../../store/types';
import { findShiftPosition, shiftPositionsOf, shownShiftPosition, workingDayTargets } from '../positions';
import type { DayNumbers, ShownShiftPosition } from '../positions';
import type { ShiftPositionRepository } from './shiftPositionRepository';
import { ShiftPositionWrites } from './shiftPositionWrites';

export class EmbeddedShiftPositions extends ShiftPositionWrites implements ShiftPositionRepository {
  private get state(): DbState {
    return this.store.data;
  }

  ofShift(appId: string, sftd: string): Promise<ShiftPositionRecord[]> {
    return Promise.resolve(shiftPositionsOf(this.state, appId, sftd));
  }

  ofShifts(appId: string, sftds: readonly string[]): Promise<ShiftPositionRecord[]> {
    const wanted = new Set(sftds);
    return Promise.resolve(
      (this.state.shift_positions ?? []).filter((record) => record.app_id === appId && wanted.has(record.sftd)),
    );
  }

  shownOfShift(appId: string, sftd: string): Promise<ShownShiftPosition[]> {
    const state = this.state;
    return Promise.resolve(shiftPositionsOf(state, appId, sftd).map((record) => shownShiftPosition(state, record)));
  }

  shown(appId: string, sftrld: string): Promise<ShownShiftPosition | undefined> {
    const state = this.state;
    const record = findShiftPosition(state, appId, sftrld);
    return Promise.resolve(record && shownShiftPosition(state, record));
  }

  workingDayTargets(appId: string, sftd: string): Promise<DayNumbers | null> {
    return Promise.resolve(workingDayTargets(this.state, appId, sftd));
  }
}
