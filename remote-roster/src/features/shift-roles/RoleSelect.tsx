/**
 * The position (role) select of the shift position and shift employee forms: choosing a role sets
 * rld and pre-fills Monthly, Weekly and Daily hours from the role's defaults (spec 002 section 5);
 * the empty choice clears rld and keeps the hours.
 */
import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { SelectField } from '@times/shared-sdk';
import type { EmployeeRoleChoice, ShiftHours } from '@times/shared-sdk';

/** The form fields the select writes (the forms keep them as typed: numbers or strings). */
type RoleFields = { rld: string } & Record<keyof ShiftHours, number | string>;

/** An hour as the form keeps it: a text form gets text, a number form a number. */
const like = (current: number | string, hours: number): number | string =>
  typeof current === 'string' ? String(hours) : hours;

/** The values with `role` chosen (its default hours filled in), or with no role (hours kept). */
export function withRole<V extends RoleFields>(values: V, role: EmployeeRoleChoice | undefined): V {
  if (!role) return { ...values, rld: '' };
  return {
    ...values,
    rld: role.rld,
    monthly_hours: like(values.monthly_hours, role.m_hrs),
    weekly_hours: like(values.weekly_hours, role.w_hrs),
    dailly_hours: like(values.dailly_hours, role.d_hrs),
  };
}

interface Props {
  roles: readonly EmployeeRoleChoice[];
  label: string;
  placeholder: string;
}

export function RoleSelect({ roles, label, placeholder }: Props) {
  const { values, setValues } = useFormikContext<RoleFields>();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const role = roles.find((candidate) => candidate.rld === event.target.value);
    void setValues(withRole(values, role));
  };
  return (
    <SelectField name="rld" label={label} onChange={handleChange}>
      <option value="">{placeholder}</option>
      {roles.map((role) => (
        <option key={role.rld} value={role.rld}>
          {role.name}
        </option>
      ))}
    </SelectField>
  );
}
