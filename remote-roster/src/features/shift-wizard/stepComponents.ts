/** The component of each wizard step, in order, with the rights key of stepAccess. */
import type { ComponentType } from 'react';
import { ConstraintsStep } from '../constraints/ConstraintsStep';
import { EmployeesStep } from '../shift-employees/EmployeesStep';
import { PositionsStep } from '../shift-positions/PositionsStep';
import { WorkingDaysStep } from '../working-days/WorkingDaysStep';
import type { ShiftStepProps } from './shiftStep';
import type { WizardStepKey } from './stepAccess';

export const STEP_COMPONENTS: readonly { key: WizardStepKey; Step: ComponentType<ShiftStepProps> }[] = [
  { key: 'workingDays', Step: WorkingDaysStep },
  { key: 'positions', Step: PositionsStep },
  { key: 'employees', Step: EmployeesStep },
  { key: 'constraints', Step: ConstraintsStep },
];
