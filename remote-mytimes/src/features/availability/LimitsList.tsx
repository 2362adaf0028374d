/** The per-employee limits the manager set, read only: the employee sees what the roster keeps to. */
import type { MyLimits } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';

const a = myTimesMessages.availability;
const ORDER = ['min_hours', 'max_hours', 'max_weekends', 'min_consecutive_days', 'min_consecutive_days_off'] as const;

export function LimitsList({ limits }: { limits: MyLimits }) {
  const set = ORDER.filter((key) => limits[key] !== null);
  if (set.length === 0) return <p>{a.noLimits}</p>;
  return (
    <ul aria-label={a.limits}>
      {set.map((key) => (
        <li key={key}>{a.limitWords[key](limits[key] ?? 0)}</li>
      ))}
    </ul>
  );
}
