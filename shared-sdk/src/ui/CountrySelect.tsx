/** Country select from the cached country list; the first entry is 'Select Country' (00). */
import { messages } from '../catalogue/messages';
import { useCountries } from '../hooks/useCountries';
import { SelectField } from './FormField';

export function CountrySelect({ name = 'country', label = messages.auth.country }: { name?: string; label?: string }) {
  const { countries, loading } = useCountries();
  return (
    <SelectField name={name} label={label} disabled={loading}>
      {countries.map((country) => (
        <option key={`${country.id}-${country.c_code}`} value={country.c_code}>
          {country.c_code === '00' ? country.c_nm : `+${country.c_code} ${country.c_nm}`}
        </option>
      ))}
    </SelectField>
  );
}
