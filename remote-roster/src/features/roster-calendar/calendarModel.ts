/**
 * The roster details as the grid draws them: a Map of the roster days keyed
 * `${employee_id}|${date}`, one row per employee with its cells (one per day column, null when
 * empty) and a signature of everything the row shows, so an unchanged row is not drawn again
 * after a reload. Built once per load.
 */
import type { CSSProperties } from 'react';
import { Gender } from '@times/shared-sdk';
import type { DailyGenderTotal, GenderCode, RosterDetail, RosterEmployee, RosterPosition } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { fullName } from '../shift-employees/fullName';
import type { CalendarDay } from './calendarDays';
import type { DropCell } from './dropAction';
import type { RosterDetailsData } from './loadRosterDetails';
import { badgeStyle } from './positionColours';

const t = appMessages.rosters.calendar;

/** An assigned cell as drawn. */
export interface CellView {
  /** The position's abbreviation (up to 5 letters), e.g. 'GRD'. */
  abbr: string;
  /** The gender letter, 'M' or 'F'. */
  gender: string;
  style: CSSProperties;
  /** The accessible name (employee, date, position; and whether pinned). */
  label: string;
  /** Pinned: a recalculation keeps it (drawn with a lock). */
  pinned: boolean;
}

export interface CalendarRowData {
  employee: RosterEmployee;
  /** 'name surname (employee_number)'. */
  label: string;
  /** One per day column: the assigned day, or null. */
  cells: (CellView | null)[];
  /** Changes whenever anything the row shows changes. */
  signature: string;
}

export interface CalendarModel {
  rows: CalendarRowData[];
  positions: RosterPosition[];
  byEmd: Map<string, RosterEmployee>;
  positionById: Map<number, RosterPosition>;
  /** Roster days keyed by cellKey. */
  entries: Map<string, RosterDetail>;
  totals: Map<string, number>;
  genderTotals: Map<string, DailyGenderTotal>;
  maleColor: string;
  femaleColor: string;
}

/** A calendar cell as the DOM names it (data-emd, data-date). */
export interface CellRef {
  emd: string;
  date: string;
}

/** A cell with what a swap or move needs to know about it. */
export interface CellInfo extends DropCell {
  employee: RosterEmployee;
  position: RosterPosition | undefined;
}

export const cellKey = (employeeId: number, date: string) => `${employeeId}|${date}`;

export const genderLetter = (gender: GenderCode) =>
  gender === Gender.FEMALE ? t.genderLetters.female : t.genderLetters.male;

export const employeeLabel = (employee: RosterEmployee) =>
  `${fullName(employee)} (${employee.employee_number || employee.emd})`;

function cellView(employee: RosterEmployee, detail: RosterDetail, position: RosterPosition | undefined): CellView {
  const letter = genderLetter(detail.gender);
  const positionName = position?.name ?? String(detail.employee_role_id);
  const badge = `${position?.role_abbrvtn ?? '?'} ${letter}`;
  const label = t.assignedCell(fullName(employee), detail.entry_date, badge, `${positionName} (${letter})`);
  const pinned = detail.pinned === true;
  return {
    abbr: position?.role_abbrvtn ?? '?',
    gender: letter,
    style: badgeStyle(position?.color),
    label: pinned ? t.pins.cell(label) : label,
    pinned,
  };
}

function rowOf(
  employee: RosterEmployee,
  days: readonly CalendarDay[],
  entries: Map<string, RosterDetail>,
  positionById: Map<number, RosterPosition>,
): CalendarRowData {
  const cells = days.map((day) => {
    const detail = entries.get(cellKey(employee.id, day.date));
    return detail ? cellView(employee, detail, positionById.get(detail.employee_role_id)) : null;
  });
  const label = employeeLabel(employee);
  const shown = cells
    .map((cell) => (cell ? `${cell.abbr} ${cell.gender}|${String(cell.style.background)}|${cell.label}` : ''))
    .join('\t');
  return { employee, label, cells, signature: `${employee.emd}\n${label}\n${shown}` };
}

export function buildCalendarModel(data: RosterDetailsData, days: readonly CalendarDay[]): CalendarModel {
  const positionById = new Map(data.positions.map((position) => [position.id, position]));
  const entries = new Map(
    data.roster_details.map((detail) => [cellKey(detail.employee_id, detail.entry_date), detail]),
  );
  return {
    rows: data.employees.map((employee) => rowOf(employee, days, entries, positionById)),
    positions: data.positions,
    byEmd: new Map(data.employees.map((employee) => [employee.emd, employee])),
    positionById,
    entries,
    totals: new Map(data.daily_totals.map((total) => [total.entry_date, total.employee_count])),
    genderTotals: new Map(data.daily_gender_totals.map((total) => [total.entry_date, total])),
    maleColor: data.male_color,
    femaleColor: data.female_color,
  };
}

/** The cell named by the DOM, or null when its employee is not on the roster. */
export function cellInfo(model: CalendarModel, ref: CellRef): CellInfo | null {
  const employee = model.byEmd.get(ref.emd);
  if (!employee) return null;
  const detail = model.entries.get(cellKey(employee.id, ref.date)) ?? null;
  return {
    employee,
    employeeId: employee.id,
    date: ref.date,
    detail,
    position: detail ? model.positionById.get(detail.employee_role_id) : undefined,
  };
}

export const hasEntryIn = (model: CalendarModel) => (employeeId: number, date: string) =>
  model.entries.has(cellKey(employeeId, date));
