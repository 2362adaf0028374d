/**
 * The typed tables so far (issue 33: the employees, their leave days, the attendance domain's days,
 * clock records and timesheet approvals, the shift employees, and the employees' requests, inbox,
 * availability, calendar links, accounts and invitations; the rosters; the faces, descriptors and photo uploads;
 * the outbox; the users, their password resets and one-time codes, the sessions and the apps they selected; the public site's contact requests; the user groups, their rights and site access; the site groups; the shifts' rules; the apps' members; the organizations and apps; the client types and clients; the positions; the sites, the shifts, their working days and positions): which changes of a store write go to them, how a reset empties them, and the
 * state without their collections, which a process never holds on PostgreSQL.
 */
import type { RecordChange } from '../mutation';
import type { DbState } from '../types';
import { employeeAccounts, invitations } from './accountRows';
import { timesheetApprovals } from './approvalRows';
import { employeeAvailability } from './availabilityRows';
import { calendarLinks } from './calendarLinkRows';
import { attendanceDays } from './attendanceRows';
import { clockRecords } from './clockRows';
import { employees } from './employeeRows';
import { inboxMessages } from './inboxRows';
import { leaveDays } from './leaveDayRows';
import { shiftEmployees } from './shiftEmployeeRows';
import { timeOffRequests } from './requestRows';
import { faceDescriptors, faces, photoUploads } from './faceRows';
import { rosters } from './rosterRows';
import { outboxMessages } from './outboxRows';
import { sessions } from './sessionRows';
import { oneTimeCodes, passwordResets, users } from './userRows';
import { appSelections } from './appSelectionRows';
import { contactRequests } from './contactRequestRows';
import { groupSites, userGroups } from './groupRows';
import { siteGroups } from './siteGroupRows';
import { shiftRules } from './shiftRuleRows';
import { appMembers } from './memberRows';
import { organizations } from './organizationRows';
import { apps } from './appRows';
import { clients, clientTypes } from './clientRows';
import { positions } from './positionRows';
import { shiftWorkingDays } from './workingDayRows';
import { shiftPositions } from './shiftPositionRows';
import { shifts } from './shiftRows';
import { sites } from './siteRows';
import { readDocs } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/**
 * The rosters first (they refer to no other table's rows, so putting the employees back in a test's snapshot never
 * makes them be compared again), then the employees: the others' rows refer to them; the users before the
 * requests, codes and sessions that refer to them.
 */
export const TYPED_TABLES: readonly TypedTable[] = [
  rosters,
  employees,
  leaveDays,
  attendanceDays,
  clockRecords,
  timesheetApprovals,
  shiftEmployees,
  timeOffRequests,
  inboxMessages,
  employeeAvailability,
  calendarLinks,
  employeeAccounts,
  invitations,
  faces,
  faceDescriptors,
  photoUploads,
  outboxMessages,
  users,
  passwordResets,
  oneTimeCodes,
  sessions,
  appSelections,
  contactRequests,
  userGroups,
  groupSites,
  organizations,
  apps,
  appMembers,
  clientTypes,
  clients,
  positions,
  siteGroups,
  sites,
  shifts,
  shiftRules,
  shiftWorkingDays,
  shiftPositions,
];

const byCollection = new Map<string, TypedTable>(TYPED_TABLES.map((table) => [table.collection, table]));

export const isTypedCollection = (collection: string): boolean => byCollection.has(collection);

export const isTypedChange = (change: RecordChange): boolean => isTypedCollection(change.collection);

/** The state without the typed tables' records (a mutation may have added some: they are written to their tables). */
export function withoutTyped(state: DbState): DbState {
  if (TYPED_TABLES.every((table) => state[table.collection].length === 0)) return state;
  const next = { ...state };
  for (const table of TYPED_TABLES) (next as Record<string, unknown>)[table.collection] = [];
  return next;
}

/** Writes the typed tables' changes of a store write, table by table, in the order given within each. */
export async function writeTypedChanges(client: Queryable, changes: readonly RecordChange[]): Promise<void> {
  for (const table of TYPED_TABLES) {
    const own = changes.filter((change) => change.collection === table.collection);
    if (own.length > 0) await table.write(client, own);
  }
}

/** Empties the tables for a reset; every counter moves, so no process keeps an answer read before it. */
export async function removeAllTyped(client: Queryable): Promise<void> {
  for (const table of TYPED_TABLES) await client.query(`DELETE FROM ${table.table}`);
  await client.query('UPDATE app_changes SET n = n + 1');
}

/** The typed tables' records, collection by collection (tests and tools reading the whole database). */
export async function readTypedRecords(client: Queryable): Promise<Partial<DbState>> {
  const read: Record<string, unknown> = {};
  for (const table of TYPED_TABLES) read[table.collection] = await readDocs(client, table);
  return read;
}
