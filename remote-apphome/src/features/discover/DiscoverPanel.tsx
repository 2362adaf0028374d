/** Discover: the Times card with Create App. */
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Routes } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const TimesCard = styled(Card)`
  max-width: 360px;
  h2 { margin: 0 0 8px; color: ${({ theme }) => theme.colors.brand}; }
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.muted}; }
`;

export function DiscoverPanel() {
  const navigate = useNavigate();
  const t = appMessages.appHome;
  return (
    <TimesCard aria-label={t.timesCardTitle}>
      <h2>{t.timesCardTitle}</h2>
      <p>{t.timesCardText}</p>
      <Button type="button" onClick={() => void navigate(Routes.APPHOME_NEW_APP)}>
        {t.createApp}
      </Button>
    </TimesCard>
  );
}
