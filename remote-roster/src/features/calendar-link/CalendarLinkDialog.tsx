/**
 * An employee's calendar link (ours, issue 17), opened from their row of the shift's employees:
 * whether a link works and until when, Create link (or Replace link, which stops the old one) and
 * Revoke link, each replace or revoke confirmed first. A new link is shown once, with Copy.
 */
import { useState } from 'react';
import { Alert, Button, Muted, Row, Spinner } from '@times/shared-sdk';
import { Modal, appMessages } from '@times/shared-sdk/app';
import type { CalendarLinkRef } from '@times/shared-sdk/app';
import { CopyField } from './CopyField';
import { useCalendarLink } from './useCalendarLink';

const t = appMessages.rosters.exports.calendarLink;

type Pending = 'replace' | 'revoke' | null;

const dayOf = (iso: string) => iso.slice(0, 10);

interface Props {
  link: CalendarLinkRef;
  employeeName: string;
  onClose: () => void;
}

export function CalendarLinkDialog({ link, employeeName, onClose }: Props) {
  const calendar = useCalendarLink(link);
  const [pending, setPending] = useState<Pending>(null);
  const { state } = calendar;
  const live = Boolean(state?.expires_at);

  function handleConfirm() {
    const action = pending === 'revoke' ? calendar.revoke : calendar.create;
    setPending(null);
    void action();
  }

  return (
    <Modal title={t.title(employeeName)} onClose={onClose}>
      <p>{t.intro}</p>
      {calendar.loadError && <Alert>{calendar.loadError}</Alert>}
      {calendar.error && <Alert>{calendar.error}</Alert>}
      {!state && !calendar.loadError && <Spinner />}
      {state && <Muted>{live ? t.active(dayOf(state.created_at), dayOf(state.expires_at)) : t.none}</Muted>}
      {calendar.outcome === 'created' && calendar.url && (
        <>
          <Alert tone="info">{t.shownOnce}</Alert>
          <CopyField value={calendar.url} />
        </>
      )}
      {calendar.outcome === 'revoked' && <Alert tone="success">{t.revoked}</Alert>}
      {pending ? (
        <>
          <p>{pending === 'revoke' ? t.revokeConfirm : t.replaceConfirm}</p>
          <Row>
            <Button type="button" $variant="danger" onClick={handleConfirm}>
              {pending === 'revoke' ? t.revoke : t.replace}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setPending(null)}>
              {appMessages.setup.cancel}
            </Button>
          </Row>
        </>
      ) : (
        state && (
          <Row>
            <Button
              type="button"
              disabled={calendar.busy}
              onClick={() => (live ? setPending('replace') : void calendar.create())}
            >
              {live ? t.replace : t.create}
            </Button>
            {live && (
              <Button type="button" $variant="secondary" disabled={calendar.busy} onClick={() => setPending('revoke')}>
                {t.revoke}
              </Button>
            )}
            <Button type="button" $variant="secondary" onClick={onClose}>
              {t.close}
            </Button>
          </Row>
        )
      )}
    </Modal>
  );
}
