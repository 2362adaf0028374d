/** Every write call of the Times app, by domain (see types.ts for what an entry says). */
import { clientWriteCalls } from './clients';
import { employeeWriteCalls } from './employees';
import { rosterSetupWriteCalls } from './rosterSetup';
import { rosterWriteCalls } from './rosters';
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
];

export type { FormRight, WriteCall, WriteCallWorld } from './types';
