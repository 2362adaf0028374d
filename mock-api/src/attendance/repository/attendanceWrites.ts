/** The attendance writes, the same on both stores: one store update each, deciding on the newest state. */
import type { DataStore } from '../../store/dataStore';
import { recordClock } from '../recordClock';
import type { ClockOutcome, NewClock } from '../recordClock';
import type { AttendanceRepository } from './attendanceRepository';

export class AttendanceWrites implements Pick<AttendanceRepository, 'recordClock'> {
  constructor(protected readonly store: DataStore) {}

  async recordClock(clock: NewClock): Promise<ClockOutcome> {
    let outcome: ClockOutcome = { status: 'not-on-site' };
    await this.store.update((draft) => {
      outcome = recordClock(draft, clock);
    });
    return outcome;
  }
}
