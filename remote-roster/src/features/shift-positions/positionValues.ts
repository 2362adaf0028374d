/**
 * The position form's values and their mapping to and from the calls: the add payload
 * (roster_shift_positions with std, sftd, rld), the update fields, the edit form's start from a
 * listed position, and the hours a chosen role brings. Number inputs give '' when empty, which
 * counts as 0 (spec 002 section 5: optional numbers defaulting to 0).
 */
import type { ShiftPosition, ShiftPositionAddFields, ShiftPositionFields, WorkingDayCounts } from '@times/shared-sdk';
import { SHIFT_DAYS } from '@times/shared-sdk/app';
import type { ShiftDay } from '@times/shared-sdk/app';

/** What a number input holds: its number, or '' while empty. */
export type NumberInput = number | '';

export type PositionNumbers = Record<
  'monthly_hours' | 'weekly_hours' | 'dailly_hours' | 'priority_level' | ShiftDay,
  NumberInput
>;

export interface PositionValues extends PositionNumbers {
  /** The role (app position); '' until chosen. Only the add form changes it. */
  rld: string;
}

const zeroDays = () => Object.fromEntries(SHIFT_DAYS.map((day) => [day, 0])) as Record<ShiftDay, number>;

export const EMPTY_POSITION: PositionValues = {
  rld: '',
  monthly_hours: 0,
  weekly_hours: 0,
  dailly_hours: 0,
  priority_level: 0,
  ...zeroDays(),
};

export const numberOf = (value: unknown): number => {
  if (value === '' || value === null || value === undefined) return 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** The hours of a chosen role (its defaults m_hrs, w_hrs, d_hrs). */
/** A position's per-day required counts. */
export const daysOf = (counts: WorkingDayCounts): WorkingDayCounts =>
  Object.fromEntries(SHIFT_DAYS.map((day) => [day, numberOf(counts[day])])) as unknown as WorkingDayCounts;

/** The edit form's start: the listed position's hours, days and priority. */
export function toPositionValues(position: ShiftPosition): PositionValues {
  return {
    rld: position.rld,
    monthly_hours: numberOf(position.monthly_hours),
    weekly_hours: numberOf(position.weekly_hours),
    dailly_hours: numberOf(position.dailly_hours),
    priority_level: numberOf(position.priority_level),
    ...daysOf(position),
  };
}

/** What update sends (and add, with the shift and the role). */
export function toPositionFields(values: PositionValues): ShiftPositionFields {
  return {
    monthly_hours: numberOf(values.monthly_hours),
    weekly_hours: numberOf(values.weekly_hours),
    dailly_hours: numberOf(values.dailly_hours),
    ...daysOf(values as unknown as WorkingDayCounts),
    priority_level: numberOf(values.priority_level),
  };
}

export function toAddPayload(values: PositionValues, std: string, sftd: string): ShiftPositionAddFields {
  return { std, sftd, rld: values.rld.trim(), ...toPositionFields(values) };
}
