/**
 * View Roster's cover tools, for those who may adjust the roster: 'Mark absent' (AbsenceDialog)
 * and the open places (the engine's uncovered slots), each with 'Who can cover?' (CoverDialog).
 * Either action reloads the grid (`onChanged`) and says what was done; the open places follow
 * the grid (`version`: its loaded details).
 */
import { useState } from 'react';
import { Alert, Button, Muted, Row } from '@times/shared-sdk';
import type { RosterEmployee, RosterHeader } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { AbsenceDialog } from './AbsenceDialog';
import { CoverDialog } from './CoverDialog';
import type { CoverPlace } from './coverPlace';
import { CoverPanel, LineList } from './coverStyles';
import { useOpenPlaces } from './useOpenPlaces';

const t = appMessages.rosters.cover;

interface Props {
  shift: Pick<RosterShift, 'std' | 'sftd'>;
  header: Pick<RosterHeader, 'rstd' | 'start_date' | 'end_date'>;
  employees: readonly RosterEmployee[];
  /** Changes whenever the grid was loaded again. */
  version: unknown;
  onChanged: () => void;
}

export function CoverTools({ shift, header, employees, version, onChanged }: Props) {
  const places = useOpenPlaces(shift, header.rstd, version);
  const [covering, setCovering] = useState<CoverPlace | null>(null);
  const [marking, setMarking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const changed = (text: string) => {
    setDone(text);
    onChanged();
  };
  return (
    <CoverPanel>
      <Row>
        <Button type="button" $variant="secondary" onClick={() => setMarking(true)}>
          {t.markAbsent}
        </Button>
      </Row>
      <div role="status">{done && <Alert tone="success">{done}</Alert>}</div>
      <h3>{t.openPlaces}</h3>
      {places.error && <Alert>{places.error}</Alert>}
      {places.items?.length === 0 && !places.error && <Muted>{t.noOpenPlaces}</Muted>}
      {places.items && places.items.length > 0 && (
        <LineList aria-label={t.openPlaces}>
          {places.items.map((place) => (
            <li key={`${place.rld}|${place.entry_date}`}>
              <span>{t.openPlace(place.role_name, place.entry_date, place.missing)}</span>
              <Button
                type="button"
                $variant="secondary"
                aria-label={t.whoCanCoverPlace(place.role_name, place.entry_date)}
                onClick={() => setCovering(place)}
              >
                {t.whoCanCover}
              </Button>
            </li>
          ))}
        </LineList>
      )}
      {covering && (
        <CoverDialog
          shift={shift}
          rosterRef={header.rstd}
          place={covering}
          onClose={() => setCovering(null)}
          onAssigned={(text) => {
            setCovering(null);
            changed(text);
          }}
        />
      )}
      {marking && (
        <AbsenceDialog
          shift={shift}
          rosterRef={header.rstd}
          period={{ start: header.start_date, end: header.end_date }}
          employees={employees}
          onClose={() => setMarking(false)}
          onSaved={changed}
        />
      )}
    </CoverPanel>
  );
}
