/**
 * The rosters domain's writes, the same on both stores: one store write each (one transaction on
 * PostgreSQL), deciding on the newest state inside it, so two calls at once on any API process
 * cannot both pass a check that only one may: an edit is written only onto the days it was checked
 * on (not over another edit or a recalculation that came first), a pin only on a cell still
 * assigned, and the publisher's name is read with the roster it publishes. They change typed tables
 * only (the roster, its notices in the inbox and the outbox), so on PostgreSQL each is a write of its
 * own rows (DataStore.updateRows): it reads and locks its roster's row first (readingRosters.ts), with
 * the accounts of the employees it notifies and the notices sent before, and waits on nothing else.
 */
import { readingUser } from '../../users/repository/readingUsers';
import { combinedPrepare } from '../../store/combinedPrepare';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import type { DbState, RosterPin, RosterRecord, StoredRosterResult } from '../../store/types';
import { starter } from '../calculation/startRoster';
import { storeRevalidation } from '../edits/storeRevalidation';
import { rosterHeaderOf } from '../header';
import { pinsOf, withPin } from '../pins/rosterPins';
import { publishRoster } from '../publish/publishRoster';
import { noticeEmployees } from '../publish/noticeEmployees';
import { noteRosterChanges } from '../publish/rosterNotices';
import { lockingRoster } from './readingRosters';
import type { EditWrite, PinWrite, PublishWrite, RosterEdit, RosterRepository } from './rosterRepository';

type Writes = Pick<RosterRepository, 'writeEdit' | 'pin' | 'publish'>;

const rosterIn = (state: DbState, rosterId: number): RosterRecord | undefined =>
  state.rosters.find((candidate) => candidate.id === rosterId);

/** The same days, entry for entry (as stored: the edit's own read and the newest state's). */
const sameDays = (a: StoredRosterResult['assignments'], b: StoredRosterResult['assignments']): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

export class RosterWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  writeEdit({ rosterId, assignments, revalidation, model, editedAt, lastChanges }: RosterEdit): Promise<EditWrite> {
    return this.store.updateRows(
      (draft): EditWrite => {
        const newest = rosterIn(baseOf(draft), rosterId);
        // On the newest state: a roster recalculated, or edited since it was read, is not overwritten.
        if (newest?.result && !sameDays(newest.result.assignments, assignments)) return { status: 'changed' };
        storeRevalidation(draft, rosterId, revalidation, model, editedAt);
        const stored = rosterIn(draft, rosterId);
        if (lastChanges && stored) stored.last_changes = lastChanges;
        return { status: 'written', messages: noteRosterChanges(draft, rosterId, editedAt) };
      },
      combinedPrepare(lockingRoster(rosterId), {
        after: (read) => noticeEmployees(read.rosters?.[0] ?? rosterIn(this.store.data, rosterId), model),
      })!,
    );
  }

  pin(rosterId: number, cell: RosterPin, pinned: boolean): Promise<PinWrite> {
    return this.store.updateRows((draft): PinWrite => {
      const newest = rosterIn(baseOf(draft), rosterId);
      const assigned = (newest?.result?.assignments ?? []).some(
        (one) => one.employeeId === cell.employeeId && one.date === cell.date,
      );
      // On the newest state: a cell an edit emptied at once is not pinned.
      if (!newest || !assigned) return 'not-assigned';
      const record = rosterIn(draft, rosterId)!;
      record.pins = withPin(pinsOf(record), cell, pinned);
      return 'pinned';
    }, lockingRoster(rosterId));
  }

  publish(read: RosterRecord, userId: number, nowIso: string): Promise<PublishWrite> {
    return this.store.updateRows(
      (draft): PublishWrite => {
        const name = starter(baseOf(draft), userId).created_by;
        const messages = publishRoster(draft, read.id, { name, nowIso });
        // A roster removed at once answers the header it was read with.
        return { messages, header: rosterHeaderOf(draft, rosterIn(draft, read.id) ?? read) };
      },
      combinedPrepare(lockingRoster(read.id), readingUser(userId), {
        after: (rows) => noticeEmployees(rows.rosters?.[0] ?? rosterIn(this.store.data, read.id) ?? read),
      })!,
    );
  }
}
