/**
 * The edit view of a row: the photo thumbnail (opens face capture), the status switch, the form
 * with Update and Close, the Times account (issue 31: invite, revoke, unlink), and Delete ('Delete {name} ?').
 * Update, delete and close go back to the list.
 */
import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, CardTitle, Spinner, useApiAction } from '@times/shared-sdk';
import { ConfirmDialog, EMPLOYEE_ACTIVE, appMessages, employeesApi, useList } from '@times/shared-sdk/app';
import { EmployeeThumbnail } from '../face/EmployeeThumbnail';
import { Actions } from './Actions';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeStatusSwitch } from './EmployeeStatusSwitch';
import { toEmployeeFields, toEmployeeValues, type EmployeeValues } from './employeeValues';
import { FaceCapture } from './lazySeams';
import { TimesAccount } from '../times-account/TimesAccount';

const t = appMessages.employees;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
  margin-bottom: 16px;
`;

export function EmployeeEditor({ empd, onDone }: { empd: string; onDone: () => void }) {
  const { items, error: loadError } = useList(
    (signal) => employeesApi.details(empd, { signal }),
    (data) => data.employees,
    [empd],
  );
  const { error, run } = useApiAction();
  const [capturing, setCapturing] = useState(false);
  const [photoVersion, setPhotoVersion] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const employee = items?.[0];

  if (!employee) {
    if (!items) return <Spinner />;
    return (
      <Card>
        <Alert>{loadError ?? t.notExist}</Alert>
        <Button type="button" $variant="secondary" onClick={onDone}>
          {t.close}
        </Button>
      </Card>
    );
  }

  async function handleUpdate(values: EmployeeValues) {
    if (await run((signal) => employeesApi.update(empd, toEmployeeFields(values), { signal }))) onDone();
  }

  async function handleDelete() {
    setConfirming(false);
    if (await run((signal) => employeesApi.remove(empd, { signal }))) onDone();
  }

  function handleCaptured() {
    setCapturing(false);
    setPhotoVersion((version) => version + 1);
  }

  return (
    <>
      {capturing && (
        <Card>
          <Suspense fallback={<Spinner />}>
            <FaceCapture employee={employee} onDone={handleCaptured} onCancel={() => setCapturing(false)} />
          </Suspense>
        </Card>
      )}
      {/* Hidden, not unmounted, while the photo is taken: what was typed stays. */}
      <Card hidden={capturing}>
        <CardTitle as="h2">{t.editTitle}</CardTitle>
        <Header>
          <EmployeeThumbnail
            empd={empd}
            name={employee.name}
            hasImage={employee.hasImage === 1 || photoVersion > 0}
            version={photoVersion}
            onClick={() => setCapturing(true)}
          />
          <EmployeeStatusSwitch empd={empd} active={employee.user_status === EMPLOYEE_ACTIVE} />
        </Header>
        <EmployeeForm
          label={t.editTitle}
          initial={toEmployeeValues(employee)}
          submitLabel={t.update}
          error={error}
          onSubmit={handleUpdate}
          onClose={onDone}
        />
        <TimesAccount empd={empd} name={`${employee.name} ${employee.surname}`.trim()} />
        <Actions>
          <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
            {t.delete}
          </Button>
        </Actions>
      </Card>
      {confirming && (
        <ConfirmDialog
          message={appMessages.setup.confirmDelete(employee.name)}
          onConfirm={() => void handleDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
