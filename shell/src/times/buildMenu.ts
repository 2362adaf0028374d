/**
 * The Times side menu from the forms the user may open (spec 001 section 6): form ids
 * 1 SITES, 2 EMPLOYEES and POSITIONS, 3 USERS, 4 CLIENTS, 5 ROSTER, 8 SHIFTS.
 */
import type { AppForm } from '@times/shared-sdk';
import { FormId, appMessages } from '@times/shared-sdk/app';

export interface MenuItem {
  label: string;
  to: string;
}

const m = appMessages.menu;

/** The Requests page (issue 31), whose entry shows how many requests wait. */
export const REQUESTS_PATH = '/apptimes/requests';

/** Menu entries in their order, each with the form that grants it (none: everyone in the app). */
export const MENU_ENTRIES: { label: string; to: string; form: number | null }[] = [
  { label: m.roster, to: '/apptimes/roster', form: FormId.ROSTER },
  { label: m.rosterList, to: '/apptimes/rosters', form: FormId.ROSTER },
  // Ours (issue 31): the employees' requests, decided by those who may adjust rosters.
  { label: m.requests, to: REQUESTS_PATH, form: FormId.ROSTER },
  { label: m.timesheet, to: '/apptimes/timesheet', form: null },
  { label: m.kiosk, to: '/apptimes/kiosk', form: null },
  { label: m.clients, to: '/apptimes/clients', form: FormId.CLIENTS },
  { label: m.sites, to: '/apptimes/sites', form: FormId.SITES },
  { label: m.shifts, to: '/apptimes/shifts', form: FormId.SHIFTS },
  { label: m.positions, to: '/apptimes/positions', form: FormId.EMPLOYEES_AND_POSITIONS },
  { label: m.employees, to: '/apptimes/employees', form: FormId.EMPLOYEES_AND_POSITIONS },
  { label: m.users, to: '/apptimes/users', form: FormId.USERS },
  { label: m.webcam, to: '/apptimes/webcam', form: FormId.EMPLOYEES_AND_POSITIONS },
];

export function buildMenu(forms: readonly AppForm[]): MenuItem[] {
  const granted = new Set(forms.map((form) => form.frm_id));
  return MENU_ENTRIES.filter((entry) => entry.form === null || granted.has(entry.form)).map(({ label, to }) => ({
    label,
    to,
  }));
}
