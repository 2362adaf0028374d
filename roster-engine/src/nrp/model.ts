/** The typed model of one instance of the Curtois and Qu shift scheduling benchmark (see readInstance.ts). */
export interface NrpShift {
  id: string;
  minutes: number;
  /** Shifts that may not be worked on the day after this one. */
  forbiddenNext: string[];
}

export interface NrpStaff {
  id: string;
  /** Most shifts of each type over the horizon; 0 means the employee may not work that type. */
  maxShifts: Record<string, number>;
  maxTotalMinutes: number;
  minTotalMinutes: number;
  maxConsecutiveShifts: number;
  minConsecutiveShifts: number;
  minConsecutiveDaysOff: number;
  maxWeekends: number;
}

export interface NrpRequest {
  employee: string;
  day: number;
  shift: string;
  /** The penalty when the request is not granted. */
  weight: number;
}

export interface NrpCover {
  day: number;
  shift: string;
  requirement: number;
  underWeight: number;
  overWeight: number;
}

export interface NrpInstance {
  horizon: number;
  shifts: NrpShift[];
  staff: NrpStaff[];
  /** Days (from 0) each employee must not work, by employee ID. */
  daysOff: Record<string, number[]>;
  onRequests: NrpRequest[];
  offRequests: NrpRequest[];
  cover: NrpCover[];
}

/** A roster: roster[e][d] is the shift ID staff[e] works on day d, or null for a day off. */
export type NrpRoster = ReadonlyArray<ReadonlyArray<string | null>>;

/** A roster with every day off. */
export const emptyRoster = (instance: NrpInstance): Array<Array<string | null>> =>
  instance.staff.map(() => Array.from({ length: instance.horizon }, (): string | null => null));
