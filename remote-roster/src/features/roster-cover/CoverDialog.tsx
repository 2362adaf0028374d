/**
 * 'Who can cover?' for an open place: the candidates best first (name, hours with the place, how
 * much more than the best choice each costs, reliever, the reasons in words) with an Assign button each, and those who may not
 * take it (collapsed) with why. Assign takes the place and tells the caller (who closes the dialog
 * and reloads the grid); a refusal shows its message and keeps the dialog.
 */
import { useState } from 'react';
import { Alert, Button, Muted, Spinner, useApiAction } from '@times/shared-sdk';
import type { CoverCandidateRow } from '@times/shared-sdk';
import { Modal, appMessages, rosterCoverApi, useList } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { fullName } from '../shift-employees/fullName';
import { assignRequest, coverPlaceRequest } from './coverPlace';
import type { CoverPlace } from './coverPlace';
import { LineList, Reasons } from './coverStyles';

const t = appMessages.rosters.cover;

interface Props {
  shift: Pick<RosterShift, 'std' | 'sftd'>;
  rosterRef: string;
  place: CoverPlace;
  onClose: () => void;
  /** The place was taken: the success text to show. */
  onAssigned: (text: string) => void;
}

interface CandidateProps {
  row: CoverCandidateRow;
  /** The best candidate's score change: the rest are told how much more theirs costs. */
  bestCost: number;
  busy: boolean;
  onAssign: () => void;
}

function Candidate({ row, bestCost, busy, onAssign }: CandidateProps) {
  const name = fullName(row);
  const above = row.cost - bestCost;
  return (
    <li>
      <div>
        <strong>{name}</strong>
        <Muted>
          {t.candidateHours(row.hours)} · {above > 0 ? t.costAboveBest(above) : t.bestChoice}
          {row.relieves === 1 && ` · ${t.reliever}`}
        </Muted>
        {row.reasons.length > 0 && (
          <Reasons>
            {row.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Reasons>
        )}
      </div>
      <Button type="button" aria-label={t.assignNamed(name)} disabled={busy} onClick={onAssign}>
        {t.assign}
      </Button>
    </li>
  );
}

export function CoverDialog({ shift, rosterRef, place, onClose, onAssigned }: Props) {
  const { std, sftd } = shift;
  const { items, error: loadError } = useList(
    (signal) => rosterCoverApi.candidates(coverPlaceRequest({ std, sftd }, rosterRef, place), { signal }),
    (data) => [data],
    [std, sftd, rosterRef, place.rld, place.entry_date],
  );
  const answer = items?.[0];
  const candidates = answer?.candidates ?? [];
  const excluded = answer?.excluded ?? [];
  const { error, run } = useApiAction();
  const [busy, setBusy] = useState(false);

  async function assign(row: CoverCandidateRow) {
    setBusy(true);
    const done = await run((signal) =>
      rosterCoverApi.assign(assignRequest({ std, sftd }, rosterRef, place, row.empd), { signal }),
    );
    setBusy(false);
    if (done) onAssigned(t.assigned(fullName(row), place.role_name, place.entry_date));
  }

  return (
    <Modal title={t.whoCanCoverFor(place.role_name, place.entry_date)} onClose={onClose} size="lg">
      {loadError && <Alert>{loadError}</Alert>}
      {!items && <Spinner />}
      {error && <Alert>{error}</Alert>}
      {answer && (
        <>
          <h3>{t.candidates}</h3>
          {candidates.length === 0 ? (
            <Muted>{t.noCandidates}</Muted>
          ) : (
            <LineList aria-label={t.candidates}>
              {candidates.map((row) => (
                <Candidate
                  key={row.empd}
                  row={row}
                  bestCost={Math.min(...candidates.map((one) => one.cost))}
                  busy={busy}
                  onAssign={() => void assign(row)}
                />
              ))}
            </LineList>
          )}
          {excluded.length > 0 && (
            <details>
              <summary>{t.excluded(excluded.length)}</summary>
              <LineList>
                {excluded.map((row) => (
                  <li key={row.empd}>
                    <span>
                      <strong>{fullName(row)}</strong>: {row.reason}
                    </span>
                  </li>
                ))}
              </LineList>
            </details>
          )}
        </>
      )}
      <Button type="button" $variant="secondary" onClick={onClose}>
        {t.cancel}
      </Button>
    </Modal>
  );
}
