/** The list filter (All, Present, Absent, Perfomance, Employee); Employee shows a search box and Clear. */
import { EmployeeFilter, SearchWithClear, Toolbar, appMessages } from '@times/shared-sdk/app';

const t = appMessages.employees;

const FILTERS = [
  { value: EmployeeFilter.ALL, label: t.filter.all },
  { value: EmployeeFilter.PRESENT, label: t.filter.present },
  { value: EmployeeFilter.ABSENT, label: t.filter.absent },
  { value: EmployeeFilter.PERFORMANCE, label: t.filter.performance },
  { value: EmployeeFilter.EMPLOYEE, label: t.filter.employee },
] as const;

interface Props {
  flt: number;
  word: string;
  onFilterChange: (flt: number) => void;
  onWordChange: (word: string) => void;
}

export function EmployeeFilterBar({ flt, word, onFilterChange, onWordChange }: Props) {
  return (
    <Toolbar>
      <label>
        {t.filter.label}
        <select value={flt} onChange={(event) => onFilterChange(Number(event.target.value))}>
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </label>
      {flt === EmployeeFilter.EMPLOYEE && (
        <SearchWithClear label={t.search} clearLabel={t.clear} word={word} onWordChange={onWordChange} />
      )}
    </Toolbar>
  );
}
