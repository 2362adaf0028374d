/**
 * Add new employee: the employee search, then the shift employee form with Save. Without a chosen
 * employee the save is skipped ('Please select valid employee'). A refused add (EMPLOYEE_ALREADY_EXIST:
 * 'Employee already exist') keeps what was typed; a saved one empties the form and calls onAdded.
 */
import { useState } from 'react';
import { Alert, Card, Spinner, useApiAction } from '@times/shared-sdk';
import type { EmployeeSearchResult } from '@times/shared-sdk';
import { EmployeeTypeAhead, appMessages, rosterShiftApi } from '@times/shared-sdk/app';
import type { ShiftSelection } from '../shift-wizard/shiftStep';
import { ShiftEmployeeForm } from './ShiftEmployeeForm';
import { EMPTY_SHIFT_EMPLOYEE, toShiftEmployeeAdd, type ShiftEmployeeValues } from './shiftEmployeeValues';
import { useShiftRoles } from './useShiftRoles';

const t = appMessages.shiftSetup.employees;
const selectEmployee = appMessages.employees.leave.selectEmployee;

export function AddShiftEmployee({ shift, onAdded }: { shift: ShiftSelection; onAdded: () => void }) {
  const { roles, error: rolesError } = useShiftRoles(shift.sftd);
  const { error, setError, run } = useApiAction();
  const [employee, setEmployee] = useState<EmployeeSearchResult | null>(null);
  // A new key empties the form and the search after a save.
  const [formKey, setFormKey] = useState(0);

  function handleEmployeeChange(next: EmployeeSearchResult | null) {
    setEmployee(next);
    setError(null);
  }

  async function handleSave(values: ShiftEmployeeValues) {
    if (!employee) {
      setError(selectEmployee);
      return;
    }
    const added = await run((signal) =>
      rosterShiftApi.addEmployee(toShiftEmployeeAdd(values, shift.std, shift.sftd, employee.emd), { signal }),
    );
    if (!added) return;
    setEmployee(null);
    setFormKey((current) => current + 1);
    onAdded();
  }

  if (!roles) return <Spinner />;
  return (
    <Card>
      {rolesError && <Alert>{rolesError}</Alert>}
      <ShiftEmployeeForm
        key={formKey}
        label={t.tabs.add}
        initial={EMPTY_SHIFT_EMPLOYEE}
        roles={roles}
        submitLabel={appMessages.shiftSetup.wizard.save}
        error={error}
        onSubmit={handleSave}
        // The employee is checked even when the fields do not validate yet.
        onSubmitClick={() => {
          if (!employee) setError(selectEmployee);
        }}
      >
        <EmployeeTypeAhead value={employee} onChange={handleEmployeeChange} />
      </ShiftEmployeeForm>
    </Card>
  );
}
