/**
 * The roster engine's model: everything it needs in, everything it answers out. Plain data
 * (JSON-safe), so a model crosses into the worker thread and back unchanged. Built by the API from
 * a shift's setup (the roster calls); nothing here knows about HTTP or the store.
 * The scoring of a roster is defined once, in words, in ../SCORING.md.
 */

/** Day codes of the setup: a weekday or a public holiday. */
export type DayKey = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun' | 'hld';
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type PerDay = Record<DayKey, number>;

export interface EngineDay {
  /** 0-based index in the period. */
  index: number;
  /** YYYY-MM-DD in the local calendar. */
  date: string;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** A public holiday of the app's country. */
  holiday: boolean;
  /** 'hld' on a public holiday, else the weekday's key: which per-day counts apply. */
  key: DayKey;
}

export interface EnginePosition {
  /** The position's rld. */
  id: string;
  name: string;
  abbr: string;
  /** 0-100, higher is more important to cover. */
  priority: number;
  /** Minimum headcount per day code. */
  required: PerDay;
  /** rld of the reliever position: its employees may cover this position (rule RELIEVER_COVER). */
  relieverId: string | null;
}

export type Gender = 1 | 2;

export interface EngineEmployee {
  /** The employee's emd. */
  id: string;
  name: string;
  surname: string;
  gender: Gender;
  /** The shift position (rld) the employee is bound to. */
  positionId: string;
  /** Hours of one working day (for the hour figures). */
  dailyHours: number;
  /** Days the employee should work in the period (from the hour targets), or null for no target. */
  targetDays: number | null;
  /** Day codes the employee must not work (an 'hld' exclusion applies on public holidays). */
  exclusions: DayKey[];
  /** YYYY-MM-DD leave days. */
  leave: string[];
  /** What the employee told the admin about their days (absent: nothing). */
  availability?: EngineAvailability;
}

/** A weekday's code (no 'hld'): unavailability is by calendar weekday. */
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** A weighted wish about one day (rule REQUESTS): to work it, or to have it off. */
export interface DayRequest {
  /** YYYY-MM-DD. */
  date: string;
  /** true: asks to work the day; false: asks for it off. */
  work: boolean;
  /** What an unmet request costs before the rule's weight (1-10). */
  weight: number;
}

/**
 * An employee's availability: dates and weekdays they cannot work (always hard: never rostered,
 * whatever rules are assigned), their requests (soft, rule REQUESTS) and their limits in the
 * period (hard when set, whatever rules are assigned: see SCORING.md).
 */
export interface EngineAvailability {
  unavailableDates: string[];
  unavailableWeekdays: WeekdayKey[];
  requests: DayRequest[];
  /** Hours to work at least / at most in the period, every roster counted (MIN_HOURS, MAX_HOURS); absent: none. */
  minHours?: number;
  maxHours?: number;
  /** Weekends (Saturday and the Sunday after it) to work at most in the period, every roster counted (MAX_WEEKENDS); absent: none. */
  maxWeekends?: number;
  /** Days in a row to work at least, every roster counted, runs at the period's ends excepted (MIN_CONSECUTIVE_DAYS); absent: none. */
  minConsecutiveDays?: number;
  /** Days off in a row at least between two days worked (every roster), one of them here (MIN_CONSECUTIVE_DAYS_OFF); absent: none. */
  minConsecutiveDaysOff?: number;
  /** Days this roster (this shift) gives the employee at most in the period; 0 = never (MAX_SHIFTS); absent: none. */
  maxShifts?: number;
  /**
   * Shifts the employee may not work on the day after working another (shift ids: `next` never the
   * day after `first`), against the other rosters' commitments (SUCCESSION); absent: none.
   */
  forbiddenSuccessions?: ForbiddenSuccession[];
}

/** A forbidden succession of two shifts (their ids): `next` may not follow `first` the next day. */
export interface ForbiddenSuccession {
  first: string;
  next: string;
}

export interface WorkingDays {
  /** 0 = no limit. */
  maxConsecutive: number;
  /** Days off needed after a working stretch before working again; 0 = no rule. */
  minRest: number;
  /** The day's target headcount per day code (shift_working_days mon…hld). */
  required: PerDay;
  /** Extra headcount allowed per day code when overtime is enabled; null when it is not. */
  overtime: PerDay | null;
  /**
   * Minimum rest in hours between the end of one shift of the employee and the start of the next,
   * against every other roster the employee is on (see `RosterModel.commitments`); 0 or absent = no
   * rule.
   */
  minRestHours?: number;
}

/** The rule catalogue's ids (see rules/catalogue.ts). */
export type RuleId =
  | 'MAX_CONSECUTIVE'
  | 'MIN_REST'
  | 'LEAVE_DAYS'
  | 'EXCLUSION_DAYS'
  | 'HOUR_TARGETS'
  | 'FAIR_SUNDAYS'
  | 'COMPLETE_WEEKENDS'
  | 'RELIEVER_COVER'
  | 'OVERTIME_WHEN_NEEDED'
  | 'REQUESTS';

/** A day worked in the previous period of the same shift (for the consecutive and rest rules). */
export interface HistoryEntry {
  employeeId: string;
  date: string;
}

/**
 * A day the employee works in another roster (another shift of the site, or a shift of another
 * site), fixed while this roster is calculated or edited: see ../commitments/ and SCORING.md.
 */
export interface Commitment {
  employeeId: string;
  /** YYYY-MM-DD the other shift starts on. */
  date: string;
  /** Local date-times YYYY-MM-DDTHH:MM of its start and end (a night shift ends the next day). */
  start: string;
  end: string;
  /** Hours the day counts towards the employee's hour target. */
  hours: number;
  /** The other shift's minimum rest in hours (0 = none); the larger of it and this shift's applies. */
  restHours: number;
  /** Where the employee works then, for the explanations: e.g. 'the Night shift'. */
  where: string;
  /** The other shift's id (for the forbidden successions; absent: none apply). */
  shiftId?: string;
}

/** A day of a roster to start from (RosterModel.hint). */
export interface HintDay {
  employeeId: string;
  date: string;
  positionId: string;
}

/** A pinned assignment (RosterModel.pinned): the employee works this position on this date. */
export type PinnedDay = HintDay;

/** The shift's own times of day, HH:MM; an end at or before the start ends the next day. */
export interface ShiftTimes {
  start: string;
  end: string;
}

export interface RosterModel {
  days: EngineDay[];
  positions: EnginePosition[];
  employees: EngineEmployee[];
  workingDays: WorkingDays;
  /** The rules the user assigned to the shift, highest priority first. */
  rules: RuleId[];
  history: HistoryEntry[];
  /** This roster's shift id (for the forbidden successions against commitments); absent: none apply. */
  shiftId?: string;
  /** The shift's times of day (for overlaps and rest hours against commitments); absent = the whole day. */
  shiftTimes?: ShiftTimes;
  /** The employees' days in other rosters around the period (absent = none). */
  commitments?: Commitment[];
  /**
   * A roster to start the search from (absent = none): e.g. the days a site calculation's joint
   * allocation keeps for this shift. Only its days that keep every hard rule are taken.
   */
  hint?: HintDay[];
  /**
   * Assignments the manager pinned (absent = none): the search keeps each of them as it is and plans
   * the rest around them; a pin that breaks a hard rule is kept and reported (Violation.pinned).
   */
  pinned?: PinnedDay[];
  /** Seed of the engine's random choices: the same model and seed give the same roster. */
  seed: number;
  /** Time the search may take, in milliseconds: a cap, for users; the search usually ends on its move budget. */
  timeLimitMs: number;
  /**
   * The search's budget in moves, instead of the one derived from the model's size (absent = derived). Tests set a
   * small one with a generous time limit, so that the same model and seed give the same roster on any machine,
   * however fast or loaded.
   */
  maxIterations?: number;
}

/* ---------- What the engine answers ---------- */

import type { DailyTotals, RosterSummary } from '../summary/types';

export type DayType = 'normal' | 'sunday' | 'holiday' | 'overtime';

export interface Assignment {
  employeeId: string;
  date: string;
  /** The position worked (the employee's own, or one it relieves). */
  positionId: string;
  gender: Gender;
  dayType: DayType;
}

/** The hard checks that are not catalogue rules (always on). */
export type HardCheckId =
  | 'CAPACITY'
  | 'QUALIFIED'
  | 'UNAVAILABLE'
  | 'DOUBLE_BOOKED'
  | 'REST_HOURS'
  | 'SUCCESSION'
  | 'MIN_HOURS'
  | 'MAX_HOURS'
  | 'MAX_WEEKENDS'
  | 'MIN_CONSECUTIVE_DAYS'
  | 'MIN_CONSECUTIVE_DAYS_OFF'
  | 'MAX_SHIFTS';

/** A hard rule broken, or a soft rule's penalty, with a sentence a user understands. */
export interface Violation {
  rule: RuleId | HardCheckId;
  hard: boolean;
  employeeId: string | null;
  positionId: string | null;
  date: string | null;
  /** Penalty before the rule's weight (1 per occurrence for most rules). */
  amount: number;
  reason: string;
  /** True when a pinned assignment of the employee breaks this hard rule (the pin is kept). */
  pinned?: boolean;
}

export interface UncoveredSlot {
  positionId: string;
  date: string;
  missing: number;
  /** e.g. 'No Guard left on the 25th: 3 on leave, 2 at their 5-day limit'. */
  reason: string;
}

export interface Score {
  /** Hard rules broken (0 whenever the setup allows). */
  hard: number;
  /** Uncovered slots (count) and their weighted cost. */
  uncovered: number;
  coverCost: number;
  /** Weighted soft penalties per rule. */
  soft: Partial<Record<RuleId, number>>;
  /** coverCost + Σ soft: what the engine minimises (with hard = 0). */
  total: number;
}

export interface RosterResult {
  assignments: Assignment[];
  violations: Violation[];
  uncovered: UncoveredSlot[];
  score: Score;
  /** daily_totals and daily_gender_totals of the roster details. */
  totals: DailyTotals;
  /** The roster summary figures of spec 002 section 3. */
  summary: RosterSummary;
  /** Search statistics (not part of the roster). */
  search: { iterations: number; elapsedMs: number; seed: number };
}
