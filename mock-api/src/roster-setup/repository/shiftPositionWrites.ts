/**
 * The shift positions' writes, the same on both stores: one store update each (one transaction on
 * PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may (the role taken on the shift, the working days'
 * daily counts, a shift employee put in the role, the shift deleted, the position removed).
 */
import { newPublicId } from '../../apps/apps';
import type { ShiftPositionFields } from '../../contract';
import { findPosition } from '../../positions/positions';
import { readingPosition } from '../../positions/repository/readingPositions';
import type { DataStore, PrepareWrite } from '../../store/dataStore';
import { combinedPrepare } from '../../store/combinedPrepare';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { dailyCountsFit, findShiftPosition, liveShiftOf, shiftEmployeesOf, shiftPositionsOf } from '../positions';
import type {
  ShiftPositionAdd,
  ShiftPositionRemove,
  ShiftPositionRepository,
  ShiftPositionUpdate,
} from './shiftPositionRepository';
import { readingTargets, readingTargetsOfPosition } from './readingWorkingDays';

type Writes = Pick<ShiftPositionRepository, 'add' | 'update' | 'remove'>;

export class ShiftPositionWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(appId: string, std: string, sftd: string, rld: string, fields: ShiftPositionFields): Promise<ShiftPositionAdd> {
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
          id: nextId(draft.shift_positions),
          sftrld,
          app_id: appId,
          std,
          sftd,
          rld,
          ...fields,
        });
        return { status: 'added', sftrld };
      },
      // The position it names and the shift's working days: tables of their own on PostgreSQL (the position's
      // removal and a working-days save wait on this write).
      combinedPrepare(readingPosition(appId, rld), readingTargets(appId, sftd)),
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
      readingTargetsOfPosition(appId, sftrld),
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
      this.employeesInRole(appId, sftrld),
    );
  }

  /** The shift employees in the role of the shift position, when the store's state may not hold them (PostgreSQL's). */
  protected employeesInRole(_appId: string, _sftrld: string): PrepareWrite | undefined {
    return undefined;
  }
}
