/** The attendance writes, the same on both stores: one store update each, deciding on the newest state. */
import type { DataStore } from '../../store/dataStore';
import { approveDay } from '../approveDay';
import type { ApprovalWrite, NewApproval } from '../approveDay';
import { recordClock } from '../recordClock';
import type { ClockOutcome, NewClock } from '../recordClock';
import type { AttendanceRepository } from './attendanceRepository';

export class AttendanceWrites implements Pick<AttendanceRepository, 'recordClock' | 'approve'> {
  constructor(protected readonly store: DataStore) {}

  recordClock(clock: NewClock): Promise<ClockOutcome> {
    return this.store.update((draft) => recordClock(draft, clock));
  }

  approve(approval: NewApproval): Promise<ApprovalWrite> {
    return this.store.update((draft) => approveDay(draft, approval));
  }
}
