/**
 * What an absence changed: each day removed and each cover added (name, date, position), and the
 * places no one could take. Shown by 'Mark absent' once saved, and by the Summary's last absence.
 */
import { Muted } from '@times/shared-sdk';
import type { MarkAbsentResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { fullName } from '../shift-employees/fullName';
import { LineList } from './coverStyles';

const t = appMessages.rosters.cover;

export function AbsenceChanges({ answer }: { answer: Pick<MarkAbsentResponse, 'changes' | 'open'> }) {
  const changes = answer.changes ?? [];
  const open = answer.open ?? [];
  return (
    <>
      <h3>{t.changesTitle}</h3>
      {changes.length === 0 ? (
        <Muted>{t.noChanges}</Muted>
      ) : (
        <LineList aria-label={t.changesTitle}>
          {changes.map((change) => {
            const line = change.kind === 'removed' ? t.removed : t.added;
            return (
              <li key={`${change.kind}|${change.empd}|${change.entry_date}`}>
                {line(fullName(change), change.entry_date, change.position_name)}
              </li>
            );
          })}
        </LineList>
      )}
      {open.length > 0 && (
        <>
          <h3>{t.stillOpen}</h3>
          <LineList aria-label={t.stillOpen}>
            {open.map((place) => (
              <li key={`${place.rld}|${place.entry_date}`}>{t.openLine(place.position_name, place.entry_date)}</li>
            ))}
          </LineList>
        </>
      )}
    </>
  );
}
