/** The user list filter 'Filter by' (All, Active, Deactivated, Pending, User); User shows 'Search user' and Clear. */
import { SearchWithClear, Toolbar, UserFilter, appMessages } from '@times/shared-sdk/app';

const t = appMessages.usersPage.users;

interface Props {
  flt: number;
  word: string;
  onFilterChange: (flt: number) => void;
  onWordChange: (word: string) => void;
}

export function UserFilterBar({ flt, word, onFilterChange, onWordChange }: Props) {
  return (
    <Toolbar>
      <label>
        {t.filterBy}
        <select value={flt} onChange={(event) => onFilterChange(Number(event.target.value))}>
          {t.filters.map((label, value) => (
            <option key={label} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {flt === UserFilter.SEARCH && (
        <SearchWithClear label={t.searchUser} clearLabel={t.clear} word={word} onWordChange={onWordChange} />
      )}
    </Toolbar>
  );
}
