/**
 * The API contract: every call's path, request, response and statuses, by domain. The SDK's call
 * functions, the mock API's routes and the API tests derive their types from these entries.
 */
import { apps } from './apps';
import { attendance } from './attendance';
import { auth } from './auth';
import { clients } from './clients';
import { employees } from './employees';
import { face } from './face';
import { general } from './general';
import { positions } from './positions';
import { rosterSetup } from './rosterSetup';
import { rosters } from './rosters';
import { employeeAccounts, invitations, myTimes, requests } from './selfService';
import { shifts } from './shifts';
import { sites } from './sites';
import { timesApp } from './timesApp';
import { users } from './users';

export const Contract = {
  auth,
  general,
  apps,
  timesApp,
  clients,
  sites,
  shifts,
  positions,
  employees,
  rosterSetup,
  rosters,
  users,
  face,
  attendance,
  employeeAccounts,
  invitations,
  myTimes,
  requests,
} as const;

export * from './call';
export { shape, defineCall, schemaRef } from './call';
export * from './texts';
export { APP_ACCESS, APP_CALL, SESSION, SIGNED_IN } from './statusGroups';
export { ROSTER_OPEN } from './rosters';
export type { StatusFields } from './statusFields';
export type { RequestInput } from './requestInput';
export { Paths } from './paths';
export type { Backend } from './paths';
export { TimesPaths } from './timesPaths';
