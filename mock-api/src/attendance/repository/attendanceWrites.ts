/**
 * The attendance writes as one store update each, deciding on the newest state: the embedded store's
 * (on PostgreSQL each has a transaction of its own on the attendance tables: postgresAttendance.ts).
 */
import type { DataStore } from '../../store/dataStore';
import { approveDay } from '../approveDay';
import type { ApprovalWrite, NewApproval } from '../approveDay';
import { recordClock } from '../recordClock';
import type { ClockOutcome, NewClock } from '../recordClock';
import { settleAttendance } from '../settleAttendance';
import type { AttendanceRepository } from './attendanceRepository';

export class AttendanceWrites implements Pick<AttendanceRepository, 'recordClock' | 'approve' | 'settle'> {
  constructor(protected readonly store: DataStore) {}

  recordClock(clock: NewClock): Promise<ClockOutcome> {
    return this.store.update((draft) => recordClock(draft, clock));
  }

  settle(nowMs: number): Promise<number> {
    return settleAttendance(this.store, nowMs);
  }

  approve(approval: NewApproval): Promise<ApprovalWrite> {
    return this.store.update((draft) => approveDay(draft, approval));
  }
}
