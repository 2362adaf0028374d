/**
 * The availability dialog's forbidden shift successions: the pairs as 'Late then Early the next
 * day' (each with Remove when editable) and an add row of two selects of the employee's shifts
 * ('Shift (Site)' when two have the same name). The shared schema checks a new pair (two shifts,
 * different, not in the list yet); a refusal shows its message and keeps the selection. The pairs
 * are saved with the rest by the dialog's Save.
 */
import { Form, Formik } from 'formik';
import { Button, Muted, SelectField, validateWith } from '@times/shared-sdk';
import type { EmployeeShiftOption, ForbiddenSuccession } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { AddRow } from './AddRow';
import { ItemList } from './AvailabilityLists';
import { Part } from './Part';

const t = appMessages.shiftSetup.employees.availability;

/** The name of each of the employee's shifts, by sftd, with the site where names repeat. */
export function shiftNames(shifts: readonly EmployeeShiftOption[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const shift of shifts) count.set(shift.shift_name, (count.get(shift.shift_name) ?? 0) + 1);
  return new Map(
    shifts.map((shift) => [
      shift.sftd,
      (count.get(shift.shift_name) ?? 0) > 1 ? t.shiftAtSite(shift.shift_name, shift.site_name) : shift.shift_name,
    ]),
  );
}

const EMPTY: ForbiddenSuccession = { first_sftd: '', next_sftd: '' };

interface Props {
  pairs: readonly ForbiddenSuccession[];
  shifts: readonly EmployeeShiftOption[];
  /** Absent for a viewer: the list without Remove and the add row. */
  onChange?: (pairs: ForbiddenSuccession[]) => void;
}

export function SuccessionsPart({ pairs, shifts, onChange }: Props) {
  const names = shiftNames(shifts);
  const nameOf = (sftd: string) => names.get(sftd) ?? t.unknownShift;
  const options = shifts.map((shift) => (
    <option key={shift.sftd} value={shift.sftd}>
      {names.get(shift.sftd)}
    </option>
  ));
  return (
    <Part>
      <legend>{t.successions}</legend>
      {pairs.length === 0 ? (
        <Muted>{t.noSuccessions}</Muted>
      ) : (
        <ItemList aria-label={t.successions}>
          {pairs.map((pair) => {
            const [first, next] = [nameOf(pair.first_sftd), nameOf(pair.next_sftd)];
            return (
              <li key={`${pair.first_sftd}>${pair.next_sftd}`}>
                <span>{t.describeSuccession(first, next)}</span>
                {onChange && (
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t.removeSuccession(first, next)}
                    onClick={() => onChange(pairs.filter((other) => other !== pair))}
                  >
                    {t.remove}
                  </Button>
                )}
              </li>
            );
          })}
        </ItemList>
      )}
      {onChange && (
        <Formik<ForbiddenSuccession>
          initialValues={EMPTY}
          validate={validateWith<ForbiddenSuccession>('successionFormSchema', () => ({ pairs }))}
          validateOnChange={false}
          validateOnBlur={false}
          onSubmit={(values, { resetForm }) => {
            onChange([...pairs, { first_sftd: values.first_sftd, next_sftd: values.next_sftd }]);
            resetForm();
          }}
        >
          <Form noValidate aria-label={t.successions}>
            <AddRow>
              <SelectField name="first_sftd" label={t.successionFirst}>
                <option value="">{t.chooseShift}</option>
                {options}
              </SelectField>
              <SelectField name="next_sftd" label={t.successionNext}>
                <option value="">{t.chooseShift}</option>
                {options}
              </SelectField>
              <Button type="submit" $variant="secondary">
                {t.addSuccession}
              </Button>
            </AddRow>
          </Form>
        </Formik>
      )}
      <Muted>{t.successionsHint}</Muted>
    </Part>
  );
}
