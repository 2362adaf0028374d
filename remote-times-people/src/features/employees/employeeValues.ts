/** The employee form's values and their mapping to and from the calls' `employee` object. */
import { DEFAULT_COUNTRY_CODE, IdKindCode } from '@times/shared-sdk/app';
import type { Employee, EmployeeFields, GenderCode, IdKind } from '@times/shared-sdk';

/** What the form holds: the radios are '' until chosen; the country is its id and dial code. */
export interface EmployeeValues {
  name: string;
  surname: string;
  /** 0 until a country is chosen (the new form picks the one of DEFAULT_COUNTRY_CODE). */
  country_id: number;
  country_code: number;
  mobile: string;
  /** YYYY-MM-DD, as an input type=date gives it. */
  date_of_birth: string;
  isIDOrPass: IdKind | '';
  idOrPass: string;
  gender: GenderCode | '';
  employee_number: string;
}

export const EMPTY_EMPLOYEE: EmployeeValues = {
  name: '',
  surname: '',
  country_id: 0,
  country_code: DEFAULT_COUNTRY_CODE,
  mobile: '',
  date_of_birth: '',
  isIDOrPass: IdKindCode.ID,
  idOrPass: '',
  gender: '',
  employee_number: '',
};

/** 1 = Male, 2 = Female; the details call may answer the text ('Female'). */
export function toGenderCode(gender: unknown): GenderCode | '' {
  if (typeof gender === 'string') {
    const text = gender.trim().toLowerCase();
    if (text.startsWith('f')) return 2;
    if (text.startsWith('m')) return 1;
  }
  const code = Number(gender);
  return code === 1 || code === 2 ? code : '';
}

function toIdKind(kind: unknown): IdKind | '' {
  const code = Number(kind);
  return code === IdKindCode.ID || code === IdKindCode.PASSPORT ? code : '';
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** Fills the edit form from the details call (dates cut to YYYY-MM-DD, codes as numbers). */
export function toEmployeeValues(employee: Employee): EmployeeValues {
  return {
    name: text(employee.name),
    surname: text(employee.surname),
    country_id: Number(employee.country_id) || 0,
    country_code: Number(employee.country_code) || 0,
    mobile: text(employee.mobile),
    date_of_birth: text(employee.date_of_birth).slice(0, 10),
    isIDOrPass: toIdKind(employee.isIDOrPass),
    idOrPass: text(employee.idOrPass),
    gender: toGenderCode(employee.gender),
    employee_number: text(employee.employee_number),
  };
}

/** The `employee` object of the add and update calls, from validated form values (texts trimmed). */
export function toEmployeeFields(values: EmployeeValues): EmployeeFields {
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    country_id: Number(values.country_id),
    country_code: Number(values.country_code),
    mobile: values.mobile.trim(),
    date_of_birth: values.date_of_birth.trim(),
    isIDOrPass: Number(values.isIDOrPass) as IdKind,
    idOrPass: values.idOrPass.trim(),
    gender: Number(values.gender) as GenderCode,
    employee_number: values.employee_number.trim(),
  };
}
