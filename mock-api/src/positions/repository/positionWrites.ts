/**
 * The positions domain's writes, the same on both stores: one store update each (one transaction
 * on PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may (a name or abbreviation taken, a position still in use). On
 * PostgreSQL each is a write of its own row (the positions have a table of their own): it reads and locks what it
 * decides on first (readingPositions.ts) and takes a new position's id from the table's sequence.
 */
import { newPublicId } from '../../apps/apps';
import type { PositionFields } from '../../contract';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import { combinedPrepare } from '../../store/combinedPrepare';
import { ReservedIds } from '../../store/reservedIds';
import { findPosition, positionNameOrAbbrTaken } from '../positions';
import { PositionReads } from './readingPositions';
import type { PositionAdd, PositionRemove, PositionRepository, PositionUpdate } from './positionRepository';

type Writes = Pick<PositionRepository, 'add' | 'update' | 'remove'>;

export class PositionWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(appId: string, fields: PositionFields): Promise<PositionAdd> {
    const reads = new PositionReads({ appId, names: true });
    const ids = new ReservedIds({ positions: 1 });
    return this.store.updateRows((draft): PositionAdd => {
      const newest = baseOf(draft);
      if (positionNameOrAbbrTaken(newest, appId, fields)) return { status: 'name-or-abbr-taken' };
      const rld = newPublicId(newest.positions.map((position) => position.rld));
      draft.positions.push({ id: ids.next('positions', draft.positions), rld, app_id: appId, ...fields });
      return { status: 'added', rld };
    }, combinedPrepare(reads.prepare, ids.prepare)!);
  }

  update(appId: string, rld: string, fields: PositionFields): Promise<PositionUpdate> {
    const reads = new PositionReads({ appId, names: true, rld });
    return this.store.updateRows((draft): PositionUpdate => {
      const newest = baseOf(draft);
      if (!findPosition(newest, appId, rld)) return 'no-position';
      if (positionNameOrAbbrTaken(newest, appId, fields, rld)) return 'name-or-abbr-taken';
      Object.assign(findPosition(draft, appId, rld)!, fields);
      return 'updated';
    }, reads.prepare);
  }

  remove(appId: string, rld: string): Promise<PositionRemove> {
    const reads = new PositionReads({ appId, rld, inUse: true });
    return this.store.updateRows((draft): PositionRemove => {
      const newest = baseOf(draft);
      if (!findPosition(newest, appId, rld)) return 'no-position';
      // A shift position given the position at once keeps it.
      if (reads.inUse(newest, rld)) return 'in-use';
      draft.positions = draft.positions.filter((position) => !(position.app_id === appId && position.rld === rld));
      return 'removed';
    }, reads.prepare);
  }
}
