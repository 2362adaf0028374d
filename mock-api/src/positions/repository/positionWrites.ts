/**
 * The positions domain's writes, the same on both stores: one store update each (one transaction
 * on PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may (a name or abbreviation taken, a position still in use).
 */
import { newPublicId } from '../../apps/apps';
import type { PositionFields } from '../../contract';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { findPosition, positionInUse, positionNameOrAbbrTaken } from '../positions';
import type { PositionAdd, PositionRemove, PositionRepository, PositionUpdate } from './positionRepository';

type Writes = Pick<PositionRepository, 'add' | 'update' | 'remove'>;

export class PositionWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  add(appId: string, fields: PositionFields): Promise<PositionAdd> {
    return this.store.update((draft): PositionAdd => {
      const newest = baseOf(draft);
      if (positionNameOrAbbrTaken(newest, appId, fields)) return { status: 'name-or-abbr-taken' };
      const rld = newPublicId(newest.positions.map((position) => position.rld));
      draft.positions.push({ id: nextId(draft.positions), rld, app_id: appId, ...fields });
      return { status: 'added', rld };
    });
  }

  update(appId: string, rld: string, fields: PositionFields): Promise<PositionUpdate> {
    return this.store.update((draft): PositionUpdate => {
      const newest = baseOf(draft);
      if (!findPosition(newest, appId, rld)) return 'no-position';
      if (positionNameOrAbbrTaken(newest, appId, fields, rld)) return 'name-or-abbr-taken';
      Object.assign(findPosition(draft, appId, rld)!, fields);
      return 'updated';
    });
  }

  remove(appId: string, rld: string): Promise<PositionRemove> {
    return this.store.update((draft): PositionRemove => {
      const newest = baseOf(draft);
      if (!findPosition(newest, appId, rld)) return 'no-position';
      // On the newest state: a shift position or an employee given the position at once keeps it.
      if (positionInUse(newest, rld)) return 'in-use';
      draft.positions = draft.positions.filter((position) => !(position.app_id === appId && position.rld === rld));
      return 'removed';
    });
  }
}
