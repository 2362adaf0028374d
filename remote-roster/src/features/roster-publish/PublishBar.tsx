/**
 * A Successful roster's state under its title: the Draft/Published badge, when and by whom it was
 * published, and for a manager who may start rosters (canPublish) the Publish button of a Draft,
 * with its confirmation and the result message.
 */
import { useState } from 'react';
import { Alert, Button } from '@times/shared-sdk';
import type { RosterHeader } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import styled from 'styled-components';
import type { RosterShift } from '../roster-period';
import { PublishDialog } from './PublishDialog';
import { PublishStateBadge } from './PublishStateBadge';
import { isPublished } from './publishState';
import { usePublishRoster } from './usePublishRoster';

const t = appMessages.rosters.publish;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  margin: 0 0 0.75rem;
`;

interface Props {
  shift: RosterShift;
  header: RosterHeader;
  canPublish: boolean;
  /** After a publish (e.g. the period list reloads its Draft/Published labels). */
  onPublished?: () => void;
}

export function PublishBar({ shift, header, canPublish, onPublished }: Props) {
  const [confirming, setConfirming] = useState(false);
  const { busy, message, header: answered, publish } = usePublishRoster(shift, header.rstd, onPublished);
  const current = answered ?? header;
  const published = isPublished(current.publish_state);

  const handleConfirm = () => {
    setConfirming(false);
    void publish();
  };

  return (
    <>
      <Bar aria-label={t.stateLabel} role="group">
        <PublishStateBadge state={current.publish_state} />
        {published && current.published_at && (
          <span>{t.publishedOn(current.published_at, current.published_by ?? '')}</span>
        )}
        {canPublish && !published && (
          <Button type="button" disabled={busy} onClick={() => setConfirming(true)}>
            {busy ? t.publishing : t.publish}
          </Button>
        )}
      </Bar>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {confirming && (
        <PublishDialog period={current.roster_period} onConfirm={handleConfirm} onCancel={() => setConfirming(false)} />
      )}
    </>
  );
}
