/**
 * The edit view of a shift employee (opened from a row when the user may change it): the
 * employee's name, the form with Update and Close, and Delete ('Delete {name} {surname} ?').
 * Update and delete go back to the list, which reloads; a refused call keeps what was typed.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, CardTitle, FieldLabel, FieldWrap, Spinner, useApiAction } from '@times/shared-sdk';
import type { ShiftEmployee } from '@times/shared-sdk';
import { ConfirmDialog, appMessages, rosterShiftApi, useList } from '@times/shared-sdk/app';
import type { ShiftSelection } from '../shift-wizard/shiftStep';
import { ShiftEmployeeForm } from './ShiftEmployeeForm';
import { fullName } from './fullName';
import { toShiftEmployeeFields, toShiftEmployeeValues, type ShiftEmployeeValues } from './shiftEmployeeValues';
import { useShiftRoles } from './useShiftRoles';

const t = appMessages.shiftSetup.employees;
const w = appMessages.shiftSetup.wizard;

const Name = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
`;

const DeleteRow = styled.div`
  margin-top: 12px;
`;

interface Props {
  shift: ShiftSelection;
  employee: ShiftEmployee;
  /** Back to the list without a change. */
  onClose: () => void;
  /** Back to the list after an update or a delete (the list reloads). */
  onChanged: () => void;
}

export function ShiftEmployeeEditor({ shift, employee, onClose, onChanged }: Props) {
  const { std, sftd } = shift;
  const { rshftempd } = employee;
  const { items, error: loadError } = useList(
    (signal) => rosterShiftApi.employeeDetails(rshftempd, std, sftd, { signal }),
    (data) => data.shift_employees,
    [rshftempd, std, sftd],
  );
  const { roles, error: rolesError } = useShiftRoles(sftd);
  const { error, run } = useApiAction();
  const [confirming, setConfirming] = useState(false);
  const details = items?.[0];
  const name = fullName(details ?? employee);

  if (!details || !roles) {
    if (!items || !roles) return <Spinner />;
    return (
      <Card>
        <Alert>{loadError ?? t.employeeDoesNotExist}</Alert>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {w.close}
        </Button>
      </Card>
    );
  }

  async function handleUpdate(values: ShiftEmployeeValues) {
    if (
      await run((signal) =>
        rosterShiftApi.updateEmployee(rshftempd, std, sftd, toShiftEmployeeFields(values), { signal }),
      )
    )
      onChanged();
  }

  async function handleDelete() {
    setConfirming(false);
    if (await run((signal) => rosterShiftApi.removeEmployee(rshftempd, std, sftd, { signal }))) onChanged();
  }

  return (
    <Card>
      <CardTitle as="h2">{t.editTitle(name)}</CardTitle>
      {rolesError && <Alert>{rolesError}</Alert>}
      <ShiftEmployeeForm
        label={t.editTitle(name)}
        initial={toShiftEmployeeValues(details)}
        roles={roles}
        submitLabel={w.update}
        error={error}
        onSubmit={handleUpdate}
        onClose={onClose}
      >
        <FieldWrap>
          <FieldLabel as="span">{t.employee}</FieldLabel>
          <Name>{appMessages.employees.leave.option(name, details.employee_number)}</Name>
        </FieldWrap>
      </ShiftEmployeeForm>
      <DeleteRow>
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {w.delete}
        </Button>
      </DeleteRow>
      {confirming && (
        <ConfirmDialog
          message={t.confirmDelete(name)}
          onConfirm={() => void handleDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
