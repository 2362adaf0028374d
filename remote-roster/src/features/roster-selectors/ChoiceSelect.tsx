/** One labelled selector of the roster page; an empty list shows the single option 'empty'. */
import { appMessages } from '@times/shared-sdk/app';

interface Props<T> {
  label: string;
  items: T[] | null;
  value: string;
  onChange: (value: string) => void;
  optionValue: (item: T) => string;
  optionLabel: (item: T) => string;
  /** Shown first while nothing is chosen (the client selector: nothing is chosen on arrival). */
  placeholder?: string;
}

export function ChoiceSelect<T>({ label, items, value, onChange, optionValue, optionLabel, placeholder }: Props<T>) {
  const empty = !items || items.length === 0;
  return (
    <label>
      {label}
      <select value={empty ? '' : value} disabled={!items} onChange={(event) => onChange(event.target.value)}>
        {empty && <option value="">{appMessages.roster.empty}</option>}
        {!empty && placeholder !== undefined && !value && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {items?.map((item) => (
          <option key={optionValue(item)} value={optionValue(item)}>
            {optionLabel(item)}
          </option>
        ))}
      </select>
    </label>
  );
}
