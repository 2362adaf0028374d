import type { Employee } from '@times/shared-sdk';
import { EMPTY_EMPLOYEE, toEmployeeFields, toEmployeeValues, toGenderCode } from './employeeValues';

const employee: Employee = {
  id: 7,
  emd: 'E7',
  name: 'Anna',
  surname: 'Smith',
  country_id: 3,
  country_code: 27,
  date_of_birth: '1985-11-02 00:00:00',
  isIDOrPass: 2,
  idOrPass: 'A012',
  mobile: '0731234567',
  gender: 2,
  user_status: 0,
  employee_number: 'E1002',
  days_present: 4,
  days_absent: 1,
  perfomance: 80,
  hasImage: 0,
};

describe('employee form values', () => {
  it('starts a new employee in the default country (27) with ID chosen and no gender', () => {
    expect(EMPTY_EMPLOYEE).toMatchObject({ country_id: 0, country_code: 27, isIDOrPass: 1, gender: '' });
  });

  it('maps the form to the employee object: texts trimmed, codes as numbers', () => {
    expect(
      toEmployeeFields({
        ...EMPTY_EMPLOYEE,
        name: ' Thabo ',
        surname: ' Mokoena',
        country_id: 3,
        mobile: ' 0821234567 ',
        date_of_birth: '1990-05-17',
        isIDOrPass: 1,
        idOrPass: ' 9005175800087 ',
        gender: 1,
        employee_number: ' E1001 ',
      }),
    ).toEqual({
      name: 'Thabo',
      surname: 'Mokoena',
      country_id: 3,
      country_code: 27,
      mobile: '0821234567',
      date_of_birth: '1990-05-17',
      isIDOrPass: 1,
      idOrPass: '9005175800087',
      gender: 1,
      employee_number: 'E1001',
    });
  });

  it('fills the edit form from the details call, the date cut to YYYY-MM-DD', () => {
    expect(toEmployeeValues(employee)).toEqual({
      name: 'Anna',
      surname: 'Smith',
      country_id: 3,
      country_code: 27,
      mobile: '0731234567',
      date_of_birth: '1985-11-02',
      isIDOrPass: 2,
      idOrPass: 'A012',
      gender: 2,
      employee_number: 'E1002',
    });
  });

  it('reads the gender the details call may give as text', () => {
    expect(toGenderCode('Female')).toBe(2);
    expect(toGenderCode('male')).toBe(1);
    expect(toGenderCode('2')).toBe(2);
    expect(toGenderCode(null)).toBe('');
    const fromText = toEmployeeValues({
      ...employee,
      gender: 'Female' as unknown as 2,
      idOrPass: null as unknown as string,
    });
    expect(fromText).toMatchObject({ gender: 2, idOrPass: '' });
  });

  it('round-trips an employee', () => {
    const { name, surname, country_id, country_code, mobile, isIDOrPass, idOrPass, gender, employee_number } = employee;
    expect(toEmployeeFields(toEmployeeValues(employee))).toEqual({
      name,
      surname,
      country_id,
      country_code,
      mobile,
      date_of_birth: '1985-11-02',
      isIDOrPass,
      idOrPass,
      gender,
      employee_number,
    });
  });
});
