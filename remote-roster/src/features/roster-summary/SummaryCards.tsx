/** The summary cards of a roster: a responsive grid of small cards, each a label and its figure. */
import styled from 'styled-components';
import { Card } from '@times/shared-sdk';
import type { HoursEmployees } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { summaryCards } from './summaryCards';

const t = appMessages.rosters.summary;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
`;

const SmallCard = styled(Card)`
  padding: 12px 14px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  dt { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.03em; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-size: 1.4rem; font-weight: 700; color: ${({ theme }) => theme.colors.brand}; overflow-wrap: anywhere; }
`;

export function SummaryCards({ figures, pinnedKept }: { figures: HoursEmployees; pinnedKept?: number }) {
  return (
    <Grid aria-label={t.cardsLabel}>
      {summaryCards(figures, pinnedKept).map((card) => (
        <SmallCard as="div" key={card.label}>
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </SmallCard>
      ))}
    </Grid>
  );
}
