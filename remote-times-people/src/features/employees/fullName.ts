import type { Employee } from '@times/shared-sdk';

/** 'Name Surname', as the list shows an employee. */
export const fullName = (employee: Pick<Employee, 'name' | 'surname'>) =>
  [employee.name, employee.surname].filter(Boolean).join(' ');
