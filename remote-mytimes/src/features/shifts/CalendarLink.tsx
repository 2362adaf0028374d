/**
 * 'Add to my calendar' on My shifts: the employee's own feed link of their published days, made
 * when asked (a new one replaces the one they had, said before), then opened in the phone's
 * calendar (webcal:) or copied.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button } from '@times/shared-sdk';
import { myTimesApi, myTimesMessages } from '@times/shared-sdk/mytimes';

const s = myTimesMessages.shifts;

const Box = styled.section`
  margin-top: 24px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  p {
    margin: 4px 0 10px;
  }
  input {
    width: 100%;
    box-sizing: border-box;
    font: inherit;
    padding: 8px;
    margin-bottom: 8px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
`;

/** The feed's address for a calendar app to subscribe to. */
export const webcalOf = (url: string): string => url.replace(/^https?:/, 'webcal:');

export function CalendarLink() {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const get = async () => {
    setBusy(true);
    setNotice(null);
    const outcome = await myTimesApi.calendarLink();
    setBusy(false);
    if (outcome.kind === 'ok') setUrl(outcome.data.calendar_url);
    else if (outcome.kind === 'error') setNotice({ tone: 'error', text: outcome.message });
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ tone: 'success', text: s.calendarCopied });
    } catch {
      // No clipboard (an insecure page, a refusal): the link stays selectable in its field.
    }
  };

  return (
    <Box aria-labelledby="calendar-title">
      <h2 id="calendar-title">{s.calendar}</h2>
      <p>{s.calendarExplain}</p>
      {url ? (
        <>
          <input aria-label={s.calendarUrl} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <div className="actions">
            <a href={webcalOf(url)}>{s.calendarOpen}</a>
            <Button type="button" $variant="secondary" onClick={() => void copy()}>
              {s.calendarCopy}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{s.calendarReplaces}</p>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void get()}>
            {s.calendarGet}
          </Button>
        </>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </Box>
  );
}
