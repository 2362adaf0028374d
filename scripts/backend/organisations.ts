/**
 * More organisations for the backend bench (issue 33): each a copy of the demo's (its organisation,
 * its admin as a user of its own with the demo admin's password, its app with the admin as owner,
 * clients, site groups and its site) with a shift on the site and `employeesEach` employees on it
 * (as the tests put them there: testing/shiftEmployeeRow.ts),
 * so its admin can sign in, list its employees and clock them in at the site's kiosk. Public ids
 * are the demo's with the organisation's number in them, so no two apps share one.
 */
import type {
  AppMemberRecord,
  AppRecord,
  DbState,
  EmployeeRecord,
  OrganizationRecord,
  ShiftEmployeeRecord,
  ShiftRecord,
  UserRecord,
} from '../../mock-api/src/store/types';
import type { RequestSession } from '../../mock-api/src/contract';
import { demo, selection } from '../../mock-api/src/testing/harness';
import { signInAdmin } from './apiLoad';
import { shiftEmployeeRow } from '../../mock-api/src/testing/shiftEmployeeRow';

export interface BenchOrganisation {
  appId: string;
  /** Its organisation's public id (the app selection names it). */
  cmpd: string;
  /** The admin's mobile (the demo admin's password). */
  adminMobile: string;
  std: string;
  sftd: string;
  /** The public ids of its employees. */
  employees: string[];
}

/** The highest numeric id of a collection. */
const maxId = (records: readonly { id: number }[]): number => records.reduce((max, one) => Math.max(max, one.id), 0);

/** `id` with the organisation's number in place of its last characters (the same length). */
const numbered = (id: string, tag: string): string => `${id.slice(0, id.length - tag.length)}${tag}`;

/**
 * Adds `count` organisations to `state` (in place), named `prefix` and their number; `mobileBase`
 * is the first admin's mobile (11 digits), the next ones count on from it.
 */
export function addOrganisations(
  state: DbState,
  {
    count,
    employeesEach,
    prefix,
    mobileBase,
  }: { count: number; employeesEach: number; prefix: string; mobileBase: number },
): BenchOrganisation[] {
  const template = {
    user: state.users.find((user) => user.id === demo.admin.id)!,
    organization: state.organizations.find((one) => one.cmpd === demo.organization.cmpd)!,
    app: state.apps.find((app) => app.app_id === demo.app.appId)!,
    employee: state.employees.find((employee) => employee.app_id === demo.app.appId)!,
  };
  const appRecords = <K extends 'client_types' | 'clients' | 'site_groups' | 'sites'>(collection: K): DbState[K] =>
    state[collection].filter((record) => record.app_id === demo.app.appId) as DbState[K];
  const setup = {
    client_types: appRecords('client_types'),
    clients: appRecords('clients'),
    site_groups: appRecords('site_groups'),
    sites: appRecords('sites'),
  };
  const site = setup.sites.find((one) => one.sd === demo.site.sd)!;
  const created = '2026-01-01T00:00:00.000Z';
  const organisations: BenchOrganisation[] = [];
  for (let n = 0; n < count; n += 1) {
    const tag = `${prefix}${String(n).padStart(4, '0')}`;
    const appId = numbered(demo.app.appId, tag);
    const userId = maxId(state.users) + 1;
    const mobile = String(mobileBase + n);
    const user: UserRecord = {
      ...template.user,
      id: userId,
      // A code of their own (a code names one person): the mobile's digits, unique across the bench's batches.
      usrcd: numbered(template.user.usrcd, mobile.slice(-9)),
      nm: 'Bench',
      snm: `Admin ${tag}`,
      mbl: mobile,
      eml: `admin-${tag.toLowerCase()}@times.bench`,
    };
    const organization: OrganizationRecord = {
      ...template.organization,
      id: maxId(state.organizations) + 1,
      cmpd: numbered(template.organization.cmpd, tag),
      c_nm: `Bench Organisation ${tag}`,
      reg_no: '',
      vat_no: '',
      admin_user_ids: [userId],
    };
    const app: AppRecord = {
      ...template.app,
      id: maxId(state.apps) + 1,
      app_id: appId,
      ap_name: `Bench Times ${tag}`,
      handle: `bench-times-${tag.toLowerCase()}`,
      cmpd: organization.cmpd,
      owner_user_id: userId,
      apd: numbered(template.app.apd, tag),
      apdd: numbered(template.app.apdd, tag),
    };
    const member: AppMemberRecord = {
      id: maxId(state.app_members) + 1,
      app_id: appId,
      user_id: userId,
      user_type: 1,
      group_id: null,
      ops_site_ids: [],
    };
    state.users.push(user);
    state.organizations.push(organization);
    state.apps.push(app);
    state.app_members.push(member);
    for (const collection of ['client_types', 'clients', 'site_groups', 'sites'] as const) {
      let id = maxId(state[collection]);
      for (const record of setup[collection])
        (state[collection] as { id: number; app_id: string }[]).push({
          ...structuredClone(record),
          id: ++id,
          app_id: appId,
        });
    }
    const shift: ShiftRecord = {
      id: maxId(state.shifts) + 1,
      sftd: numbered('benchShiftOfSite', tag),
      app_id: appId,
      std: site.sd,
      name: 'Day',
      start_time: '06:00',
      end_time: '18:00',
      deleted: 0,
      created_at: created,
      deleted_at: null,
    };
    state.shifts.push(shift);
    const employees: string[] = [];
    let employeeId = maxId(state.employees);
    let placeId = maxId(state.shift_employees);
    for (let i = 0; i < employeesEach; i += 1) {
      const emd = `${tag}e${String(i).padStart(5, '0')}`;
      const employee: EmployeeRecord = {
        ...structuredClone(template.employee),
        id: ++employeeId,
        emd,
        app_id: appId,
        name: `Bench${i}`,
        surname: `Person ${tag}`,
        mobile: `27${String(mobileBase + 10_000_000 + n * 10_000 + i).slice(-9)}`,
        employee_number: '',
        user_status: 0,
        created_at: new Date(Date.parse(created) + i * 1000).toISOString(),
      };
      state.employees.push(employee);
      const place: ShiftEmployeeRecord = {
        ...shiftEmployeeRow(++placeId, { std: site.sd, sftd: shift.sftd, emd, created_at: created }),
        rshftempd: `${tag}p${String(i).padStart(5, '0')}`,
        app_id: appId,
      };
      state.shift_employees.push(place);
      employees.push(emd);
    }
    organisations.push({
      appId,
      cmpd: organization.cmpd,
      adminMobile: mobile,
      std: site.sd,
      sftd: shift.sftd,
      employees,
    });
  }
  return organisations;
}

/** The organisation's admin signed in with its app selected. */
export const signInOrganisationAdmin = (url: string, organisation: BenchOrganisation): Promise<RequestSession> =>
  signInAdmin(url, {
    mobile: organisation.adminMobile,
    app: selection({ app_id: organisation.appId, isOwn: 0, cmpd: organisation.cmpd }),
  });
