/** Every call's good input, by path: a contract entry without one fails the suite ('no example for <path>'). */
import { appExamples } from './appExamples';
import { attendanceExamples } from './attendanceExamples';
import { authExamples } from './authExamples';
import { clientExamples } from './clientExamples';
import { employeeExamples } from './employeeExamples';
import type { ExampleTable } from './example';
import { faceExamples } from './faceExamples';
import { generalExamples } from './generalExamples';
import { positionExamples } from './positionExamples';
import { rosterExamples } from './rosterExamples';
import { rosterSetupExamples } from './rosterSetupExamples';
import { selfServiceExamples } from './selfServiceExamples';
import { shiftExamples } from './shiftExamples';
import { siteExamples } from './siteExamples';
import { userExamples } from './userExamples';

export const EXAMPLES: ExampleTable = {
  ...authExamples,
  ...generalExamples,
  ...appExamples,
  ...clientExamples,
  ...siteExamples,
  ...shiftExamples,
  ...positionExamples,
  ...employeeExamples,
  ...rosterSetupExamples,
  ...userExamples,
  ...faceExamples,
  ...rosterExamples,
  ...attendanceExamples,
  ...selfServiceExamples,
};

export type { Example, ExampleTable, InputCheck } from './example';
