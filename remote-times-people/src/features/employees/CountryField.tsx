/**
 * The employee's country: options '+code name' from the cached country list; choosing one sets
 * both country_id and country_code. A form that only knows the code (the new form's default 27)
 * gets the matching id once the list is there.
 */
import { useEffect } from 'react';
import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { PLACEHOLDER_COUNTRY, SelectField, useCountries } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { EmployeeValues } from './employeeValues';

export function CountryField() {
  const t = appMessages.employees;
  const { countries, loading } = useCountries();
  const { values, setFieldValue } = useFormikContext<EmployeeValues>();
  const { country_id, country_code } = values;

  useEffect(() => {
    if (country_id || !country_code) return;
    const match = countries.find((country) => country.id > 0 && Number(country.c_code) === country_code);
    if (match) void setFieldValue('country_id', match.id, false);
  }, [countries, country_id, country_code, setFieldValue]);

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const id = Number(event.target.value);
    const country = countries.find((item) => item.id === id);
    void setFieldValue('country_code', country && country.id > 0 ? Number(country.c_code) : 0, false);
    void setFieldValue('country_id', country ? country.id : 0);
  }

  return (
    <SelectField
      name="country_id"
      label={t.fields.country}
      disabled={loading}
      value={country_id}
      onChange={handleChange}
    >
      {countries.map((country) => (
        <option key={`${country.id}-${country.c_code}`} value={country.id}>
          {country.c_code === PLACEHOLDER_COUNTRY.c_code ? country.c_nm : t.countryOption(country.c_code, country.c_nm)}
        </option>
      ))}
    </SelectField>
  );
}
