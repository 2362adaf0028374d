/**
 * The Active/Deactivated switch of the edit view: it flips at once and sends 10 to deactivate or
 * 5 to activate; when refused it flips back with 'Status change error, invalid user rights' or
 * 'Status change error occured'.
 */
import { useState } from 'react';
import { Alert, useApiAction } from '@times/shared-sdk';
import { EmployeeSwitch, Switch, appMessages, employeesApi } from '@times/shared-sdk/app';

export function EmployeeStatusSwitch({ empd, active }: { empd: string; active: boolean }) {
  const t = appMessages.employees;
  const [on, setOn] = useState(active);
  const { error, run } = useApiAction();

  async function handleChange(next: boolean) {
    setOn(next);
    const code = next ? EmployeeSwitch.ACTIVATE : EmployeeSwitch.DEACTIVATE;
    if (!(await run((signal) => employeesApi.setStatus(empd, code, { signal })))) setOn(!next);
  }

  return (
    <div>
      <Switch checked={on} label={on ? t.active : t.deactivated} onChange={(next) => void handleChange(next)} />
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
