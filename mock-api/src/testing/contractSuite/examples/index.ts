/** Every call's good input, by path: a contract entry without one fails the suite ('no example for <path>'). */
import { clientExamples } from './clientExamples';
import { employeeExamples } from './employeeExamples';
import type { ExampleTable } from './example';
import { positionExamples } from './positionExamples';
import { rosterExamples } from './rosterExamples';
import { rosterSetupExamples } from './rosterSetupExamples';
import { shiftExamples } from './shiftExamples';
import { siteExamples } from './siteExamples';
import { userExamples } from './userExamples';

export const EXAMPLES: ExampleTable = {
  ...clientExamples,
  ...siteExamples,
  ...shiftExamples,
  ...positionExamples,
  ...employeeExamples,
  ...rosterSetupExamples,
  ...userExamples,
  ...rosterExamples,
};

export type { Example, ExampleTable } from './example';
