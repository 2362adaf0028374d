/**
 * One request on the Requests page: who, which days and why (time off), which changes (an
 * availability change, in words) or which open shift (a claim: its shift, site and position), when asked, the rostered
 * days it touches;
 * a pending one with Who can cover? (the cover ranking of each touched day), Approve (which first
 * says which places no one could cover, and then still approves) and Decline with a reason; a
 * decided one with its decisions.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, useApiAction } from '@times/shared-sdk';
import type { CoveredDay, RequestRow } from '@times/shared-sdk';
import { appMessages, requestsApi } from '@times/shared-sdk/app';
import { DeclineForm } from './DeclineForm';
import { dayLabel, daysLabel, momentLabel, uncoveredLines } from './requestWords';

const r = appMessages.myTimes.requests;
const t = appMessages.myTimes.timeOff;
const a = appMessages.myTimes.availability;

const Box = styled(Card)`
  padding: 16px;
  margin-bottom: 12px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p,
  li {
    margin: 4px 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

export function RequestCard({
  row,
  onDecided,
}: {
  row: RequestRow;
  onDecided: (row: RequestRow, text: string) => void;
}) {
  const [cover, setCover] = useState<CoveredDay[] | null>(null);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [declining, setDeclining] = useState(false);
  const { error, run } = useApiAction();
  const name = `${row.name} ${row.surname}`.trim();
  const availability = row.kind === 'availability';
  const claim = row.kind === 'open_shift';
  const what = availability
    ? r.availability
    : `${claim ? r.openShift : r.timeOff} · ${daysLabel(row.from_date, row.to_date)}`;

  const loadCover = async () => {
    const data = await run((signal) => requestsApi.impact(row.rqd, { signal }));
    if (data) setCover(data.days);
    return data;
  };

  const approve = async () => {
    const data = await run((signal) =>
      requestsApi.decide({ rqd: row.rqd, decision: 'approve', reason: '' }, { signal }),
    );
    if (data) onDecided(data.request, claim ? r.claimApproved : r.approved);
  };

  const askApprove = async () => {
    // A claim frees no day: nothing to cover.
    if (claim) return approve();
    const impact = await loadCover();
    if (!impact) return;
    const lines = uncoveredLines(impact.days);
    if (lines.length > 0) setConfirming(lines);
    else await approve();
  };

  const decline = async (reason: string) => {
    const data = await run((signal) => requestsApi.decide({ rqd: row.rqd, decision: 'decline', reason }, { signal }));
    if (data) onDecided(data.request, r.declined);
  };

  return (
    <Box
      as="li"
      aria-label={
        availability
          ? `${name} ${r.availability}`
          : `${name} ${claim ? `${r.openShift} ` : ''}${daysLabel(row.from_date, row.to_date)}`
      }
    >
      <h3>
        {name} · {what}
      </h3>
      {availability && (
        <ul aria-label={r.availability}>
          {row.changes.map((change) => {
            const text = a.changeText(change, dayLabel);
            return <li key={text}>{text}</li>;
          })}
        </ul>
      )}
      {claim && row.place && (
        <p>
          {row.place.shift_name} · {row.place.site_name}
          {row.place.position_name ? ` · ${row.place.position_name}` : ''}
        </p>
      )}
      {!availability && !claim && <p>{row.reason}</p>}
      <p className="muted">
        {r.asked(momentLabel(row.created_at))} · {t.state[row.state]}
      </p>
      {row.state === 'pending' && !claim && (
        <>
          <p>{r.touches(row.touches.length)}</p>
          <ul>
            {row.touches.map((day) => (
              <li key={`${day.date}${day.sftd}`}>
                {dayLabel(day.date)} · {day.shift_name} · {day.site_name}
                {day.position_name ? ` · ${day.position_name}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {cover && cover.length > 0 && (
        <section aria-label={r.whoCanCover}>
          <h4>{r.whoCanCover}</h4>
          <ul>
            {cover.map((day) => (
              <li key={`${day.date}${day.sftd}`}>
                {dayLabel(day.date)} · {day.shift_name}:{' '}
                {day.candidates.length === 0
                  ? r.noCover
                  : day.candidates.map((one) => `${one.name} ${one.surname}`.trim()).join(', ')}
              </li>
            ))}
          </ul>
        </section>
      )}
      {row.decisions.length > 0 && (
        <section aria-label={r.history}>
          {row.decisions.map((decision) => (
            <p className="muted" key={`${decision.at}${decision.action}`}>
              {t.decided(t.state[decision.action], decision.by, momentLabel(decision.at))}
              {decision.reason ? `: ${decision.reason}` : ''}
            </p>
          ))}
        </section>
      )}
      {error && <Alert>{error}</Alert>}
      {confirming && (
        <Alert tone="info">
          {confirming.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </Alert>
      )}
      {row.state === 'pending' && !declining && (
        <Buttons>
          {row.touches.length > 0 && (
            <Button type="button" $variant="secondary" onClick={() => void loadCover()}>
              {r.whoCanCover}
            </Button>
          )}
          {confirming ? (
            <Button type="button" onClick={() => void approve()}>
              {r.confirmApprove}
            </Button>
          ) : (
            <Button type="button" onClick={() => void askApprove()}>
              {r.approve}
            </Button>
          )}
          <Button type="button" $variant="danger" onClick={() => setDeclining(true)}>
            {r.decline}
          </Button>
        </Buttons>
      )}
      {declining && <DeclineForm onDecline={decline} onCancel={() => setDeclining(false)} />}
    </Box>
  );
}
