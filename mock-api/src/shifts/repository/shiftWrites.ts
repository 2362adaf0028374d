/**
 * The shifts domain's writes, the same on both stores: one store update each (one transaction on
 * PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may (a name taken at the site, a shift still live, its
 * site still there). On PostgreSQL each reads its site's shifts (a table of their own: readingShifts.ts) into its
 * draft first, under the site's lock of its shifts; it stays on the head's lock for the site's existence.
 */
import { newPublicId } from '../../apps/apps';
import { isoAt } from '../../routes/context';
import { findSite } from '../../sites/sites';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import { combinedPrepare } from '../../store/combinedPrepare';
import { ReservedIds } from '../../store/reservedIds';
import { readingShiftSite, readingSiteShifts } from './readingShifts';
import { findShift, isLive, shiftNameTaken } from '../shifts';
import type { ShiftAdd, ShiftFields, ShiftRepository, ShiftUpdate } from './shiftRepository';

type Writes = Pick<ShiftRepository, 'add' | 'update' | 'remove'>;

export class ShiftWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(appId: string, std: string, fields: ShiftFields, nowMs: number): Promise<ShiftAdd> {
    const ids = new ReservedIds({ shifts: 1 });
    return this.store.update(
      (draft): ShiftAdd => {
        const newest = baseOf(draft);
        if (!findSite(newest, appId, std)) return { status: 'no-site' };
        if (shiftNameTaken(newest, appId, std, fields.name)) return { status: 'name-taken' };
        const sftd = newPublicId(newest.shifts.map((shift) => shift.sftd));
        draft.shifts.push({
          id: ids.next('shifts', draft.shifts),
          sftd,
          app_id: appId,
          std,
          name: fields.name,
          start_time: fields.start_time,
          end_time: fields.end_time,
          deleted: 0,
          created_at: isoAt(nowMs),
          deleted_at: null,
        });
        return { status: 'added', sftd };
      },
      combinedPrepare(readingSiteShifts(appId, std), ids.prepare),
    );
  }

  update(appId: string, sftd: string, std: string, fields: ShiftFields): Promise<ShiftUpdate> {
    return this.store.update(
      (draft): ShiftUpdate => {
        const newest = baseOf(draft);
        const shift = findShift(newest, appId, sftd);
        // On the newest state: a shift deleted at once is not changed.
        if (!shift || !isLive(shift)) return 'no-shift';
        if (std !== shift.std) return 'other-site';
        if (shiftNameTaken(newest, appId, shift.std, fields.name, sftd)) return 'name-taken';
        Object.assign(findShift(draft, appId, sftd)!, fields);
        return 'updated';
      },
      readingShiftSite(appId, sftd),
    );
  }

  remove(appId: string, sftd: string, nowMs: number): Promise<boolean> {
    return this.store.update(
      (draft) => {
        const shift = findShift(baseOf(draft), appId, sftd);
        // On the newest state: of two deletes at once, the second finds the shift deleted.
        if (!shift || !isLive(shift)) return false;
        Object.assign(findShift(draft, appId, sftd)!, { deleted: 1, deleted_at: isoAt(nowMs) });
        return true;
      },
      readingShiftSite(appId, sftd),
    );
  }
}
