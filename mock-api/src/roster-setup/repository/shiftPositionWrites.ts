/**
 * The shift positions' writes, the same on both stores: one store update each (one transaction on
 * PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may (the role taken on the shift, the working days'
 * daily counts, a shift employee put in the role, the shift deleted, the position removed). On PostgreSQL each reads
 * the rows it decides on first (readingShiftPositions.ts, readingWorkingDays.ts).
 */
import { newPublicId } from '../../apps/apps';
import type { ShiftPositionFields } from '../../contract';
import { findPosition } from '../../positions/positions';
import { readingPosition } from '../../positions/repository/readingPositions';
import type { DataStore, PrepareWrite } from '../../store/dataStore';
import type { DbState } from '../../store/types';
import { readingShift } from '../../shifts/repository/readingShifts';
import { ReservedIds } from '../../store/reservedIds';
import { combinedPrepare } from '../../store/combinedPrepare';
import { baseOf } from '../../store/mutation';
import { dailyCountsFit, findShiftPosition, liveShiftOf, shiftEmployeesOf, shiftPositionsOf } from '../positions';
import type {
  ShiftPositionAdd,
  ShiftPositionRemove,
  ShiftPositionRepository,
  ShiftPositionUpdate,
} from './shiftPositionRepository';
import { readingTargets, readingTargetsOfPosition } from './readingWorkingDays';
import { readingForRemoval, readingShiftPositions, readingShiftPositionsOf } from './readingShiftPositions';

type Writes = Pick<ShiftPositionRepository, 'add' | 'update' | 'remove'>;

/** The read of the shift of the shift position with this sftrld, once its shift's positions are read. */
const shiftOfPosition = (appId: string, sftrld: string, read: Partial<DbState>): PrepareWrite | undefined => {
  const position = read.shift_positions?.find((one) => one.sftrld === sftrld);
  return position && readingShift(appId, position.sftd);
};

export class ShiftPositionWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(appId: string, std: string, sftd: string, rld: string, fields: ShiftPositionFields): Promise<ShiftPositionAdd> {
    const ids = new ReservedIds({ shift_positions: 1 });
    return this.store.update(
      (draft): ShiftPositionAdd => {
        const newest = baseOf(draft);
        if (!liveShiftOf(newest, appId, std, sftd)) return { status: 'no-shift' };
        if (!findPosition(newest, appId, rld)) return { status: 'no-role' };
        if (shiftPositionsOf(newest, appId, sftd).some((position) => position.rld === rld))
          return { status: 'role-taken' };
        if (!dailyCountsFit(newest, appId, sftd, fields)) return { status: 'counts-unfit' };
        draft.shift_positions ??= [];
        const sftrld = newPublicId(draft.shift_positions.map((record) => record.sftrld));
        draft.shift_positions.push({
          id: ids.next('shift_positions', draft.shift_positions),
          sftrld,
          app_id: appId,
          std,
          sftd,
          rld,
          ...fields,
        });
        return { status: 'added', sftrld };
      },
      // The shift's positions, the position it names and the shift's working days: tables of their own on PostgreSQL
      // (another add or change of the shift, the position's removal and a working-days save wait on this write).
      combinedPrepare(
        readingShift(appId, sftd),
        readingShiftPositions(appId, sftd),
        readingPosition(appId, rld),
        readingTargets(appId, sftd),
        ids.prepare,
      ),
    );
  }

  update(appId: string, sftrld: string, fields: ShiftPositionFields): Promise<ShiftPositionUpdate> {
    return this.store.update(
      (draft): ShiftPositionUpdate => {
        const newest = baseOf(draft);
        const record = findShiftPosition(newest, appId, sftrld);
        if (!record) return 'no-position';
        if (!liveShiftOf(newest, appId, record.std, record.sftd)) return 'no-shift';
        if (!dailyCountsFit(newest, appId, record.sftd, fields, record.sftrld)) return 'counts-unfit';
        const stored = draft.shift_positions.find((candidate) => candidate.id === record.id);
        if (stored) Object.assign(stored, fields);
        return 'updated';
      },
      combinedPrepare(
        readingShiftPositionsOf(appId, sftrld),
        // The shift of the position it changes, for share (a table of its own on PostgreSQL).
        { after: (read) => shiftOfPosition(appId, sftrld, read) },
        readingTargetsOfPosition(appId, sftrld),
      ),
    );
  }

  remove(appId: string, sftrld: string): Promise<ShiftPositionRemove> {
    return this.store.update(
      (draft): ShiftPositionRemove => {
        const newest = baseOf(draft);
        const record = findShiftPosition(newest, appId, sftrld);
        if (!record) return 'no-position';
        // On the newest state: a shift employee put in the role at once keeps the position.
        if (shiftEmployeesOf(newest, appId, record.sftd).some((employee) => employee.rld === record.rld))
          return 'in-use';
        draft.shift_positions = draft.shift_positions.filter((candidate) => candidate.id !== record.id);
        return 'removed';
      },
      readingForRemoval(appId, sftrld),
    );
  }
}
