/**
 * New Employee (also the setup wizard's last step): the form with Save, and 'Import employees from
 * csv file', which opens the import screen. A saved employee refreshes the app details, so the
 * progress banner and the wizard see step 5 done.
 */
import { Suspense, useState } from 'react';
import { Button, Card, Spinner, useApiAction } from '@times/shared-sdk';
import { appMessages, employeesApi, useTimesStore } from '@times/shared-sdk/app';
import { Actions } from './Actions';
import { EmployeeForm } from './EmployeeForm';
import { EMPTY_EMPLOYEE, toEmployeeFields, type EmployeeValues } from './employeeValues';
import { ImportEmployees } from './lazySeams';

const t = appMessages.employees;

export function NewEmployee({ onSaved }: { onSaved: () => void }) {
  const [importing, setImporting] = useState(false);
  const refreshDetails = useTimesStore((state) => state.refreshDetails);
  const { error, run } = useApiAction();

  async function handleSave(values: EmployeeValues) {
    if (!(await run((signal) => employeesApi.add(toEmployeeFields(values), { signal })))) return;
    void refreshDetails();
    onSaved();
  }

  function handleImportClose() {
    setImporting(false);
    // Imported employees count for the wizard too.
    void refreshDetails();
  }

  if (importing)
    return (
      <Suspense fallback={<Spinner />}>
        <ImportEmployees onClose={handleImportClose} />
      </Suspense>
    );

  return (
    <Card>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => setImporting(true)}>
          {t.import.open}
        </Button>
      </Actions>
      <EmployeeForm
        label={t.tabs.add}
        initial={EMPTY_EMPLOYEE}
        submitLabel={t.save}
        error={error}
        onSubmit={handleSave}
      />
    </Card>
  );
}
