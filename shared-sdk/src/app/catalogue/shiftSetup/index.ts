/** The texts of the shift setup wizard (appMessages.shiftSetup), a file per step. */
import { constraintsMessages } from './constraints';
import { shiftPositionMessages } from './positions';
import { shiftEmployeeMessages } from './shiftEmployees';
import { wizardMessages } from './wizard';
import { workingDaysMessages } from './workingDays';

export const shiftSetupMessages = {
  wizard: wizardMessages,
  workingDays: workingDaysMessages,
  positions: shiftPositionMessages,
  employees: shiftEmployeeMessages,
  constraints: constraintsMessages,
} as const;
