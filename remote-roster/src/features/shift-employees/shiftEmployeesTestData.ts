/** Test data of the shift employees step's tests: rows, list pages, roles and the step's props. */
import type { ShiftEmployee } from '@times/shared-sdk';
import type { rosterShiftApi } from '@times/shared-sdk/app';
import type { OutcomeOf } from '@times/shared-sdk/testing';
import type { ShiftStepProps, StepAccess } from '../shift-wizard/shiftStep';

export const DAYS = { mon: 0, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0, sun: 0, hld: 0 } as const;

export const ok = <T extends object>(data: T) => ({ kind: 'ok' as const, data: { status: 'OK', ...data } });

export const row = (n: number, fields: Partial<ShiftEmployee> = {}): ShiftEmployee => ({
  id: n,
  emd: `E${n}`,
  rshftempd: `SE${n}`,
  name: `Name${n}`,
  surname: `Surname${n}`,
  mobile_no: '0820000000',
  employee_number: `ACM-${n}`,
  days_present: 0,
  days_absent: 0,
  employee_perfomance: 50 + n,
  idOrPass: '',
  gender: 1,
  role_name: 'Guard',
  date_created: '2026-03-01 08:00',
  age: 30,
  hasImage: 0,
  ...fields,
});

export const THABO = row(1, {
  name: 'Thabo',
  surname: 'Mokoena',
  gender: 1,
  hasImage: 1,
  age: 28,
  employee_perfomance: 75,
});
export const ANNA = row(2, { name: 'Anna', surname: 'Smith', gender: 2, role_name: 'Cleaner' });

export const SUMMARY = { total_required: 5, total_employees: 2, total_males: 1, total_females: 1, ...DAYS, mon: 2 };

export function page(
  rows: ShiftEmployee[],
  ttl = rows.length,
  cursor = { lst_count: 0, lst_date: '', lst_name: '' },
): OutcomeOf<typeof rosterShiftApi.employees> {
  return ok({ ttl, ...cursor, shift_employees_summary: SUMMARY, roster_shift_employees: rows });
}

export const ROLES = [
  { id: 1, rld: 'R1', name: 'Guard', abbr: 'GRD', m_hrs: 176, w_hrs: 44, d_hrs: 8 },
  { id: 2, rld: 'R2', name: 'Cleaner', abbr: 'CLN', m_hrs: 160, w_hrs: 40, d_hrs: 9 },
];

export const EDIT: StepAccess = { mode: 'edit', canAdd: true, canChange: true };
export const VIEW: StepAccess = { mode: 'view', canAdd: false, canChange: false };
export const NONE: StepAccess = { mode: 'none', canAdd: false, canChange: false };

export const stepProps = (access: StepAccess, onSaved: () => void = () => undefined): ShiftStepProps => ({
  shift: { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day', isCreate: 1, isView: 1 },
  access,
  onSaved,
});
