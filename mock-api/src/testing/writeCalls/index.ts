/** Every write call of the Times app, by domain (see types.ts for what an entry says). */
import { attendanceWriteCalls } from './attendance';
import { clientWriteCalls } from './clients';
import { employeeWriteCalls } from './employees';
import { rosterSetupWriteCalls } from './rosterSetup';
import { rosterWriteCalls } from './rosters';
import { selfServiceWriteCalls } from './selfService';
import { siteWriteCalls } from './sites';
import type { WriteCall } from './types';
import { userWriteCalls } from './users';

export const WRITE_CALLS: readonly WriteCall[] = [
  ...clientWriteCalls,
  ...siteWriteCalls,
  ...employeeWriteCalls,
  ...rosterSetupWriteCalls,
  ...rosterWriteCalls,
  ...userWriteCalls,
  ...attendanceWriteCalls,
  ...selfServiceWriteCalls,
];

export type { FormRight, OwnEmployeeRight, TimesheetSiteRight, WriteCall, WriteCallWorld } from './types';
