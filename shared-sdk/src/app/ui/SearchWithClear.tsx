/** A list's search box, searching as typed, with a Clear button beside it (employees, users). */
import { Button } from '@times/shared-sdk';

interface Props {
  label: string;
  clearLabel: string;
  word: string;
  onWordChange: (word: string) => void;
}

export function SearchWithClear({ label, clearLabel, word, onWordChange }: Props) {
  return (
    <>
      <label>
        {label}
        <input type="search" value={word} autoComplete="off" onChange={(event) => onWordChange(event.target.value)} />
      </label>
      <Button type="button" $variant="secondary" onClick={() => onWordChange('')}>
        {clearLabel}
      </Button>
    </>
  );
}
