/**
 * One position of the shift (spec 002 section 2.5): 'Role (ABBR)', TOTAL, MALES, FEMALES,
 * PRIORITY, the required-per-day chips and the male/female pie. When it may be changed the whole
 * card opens the edit view; its title is a button, so the keyboard reaches it too (the button's
 * click bubbles to the card's).
 */
import styled from 'styled-components';
import type { ShiftPosition } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { DayChips } from '../shift-summary/DayChips';
import { PositionGenderPie } from './PositionGenderPie';

const t = appMessages.shiftSetup.positions.card;

const Item = styled.li<{ $clickable: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 16px;
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  &:hover { border-color: ${({ theme, $clickable }) => ($clickable ? theme.colors.accent : theme.colors.border)}; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.brand};
  button { all: unset; cursor: pointer; }
  button:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0;
  div { display: flex; flex-direction: column; align-items: center; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.75rem; font-weight: 700; letter-spacing: 0.03em; }
  dd { margin: 0; font-weight: 700; font-size: 1.1rem; }
`;

interface Props {
  position: ShiftPosition;
  /** Opens the edit view; absent when the user may not change positions. */
  onOpen?: () => void;
}

export function PositionCard({ position, onOpen }: Props) {
  const title = t.title(position.role_name, position.abbrvtn);
  const figures = [
    [t.total, position.total_employees],
    [t.males, position.total_males],
    [t.females, position.total_females],
    [t.priority, position.priority_level],
  ] as const;
  return (
    <Item aria-label={position.role_name} $clickable={Boolean(onOpen)} onClick={onOpen}>
      <Body>
        <Title>{onOpen ? <button type="button">{title}</button> : title}</Title>
        <Figures>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Figures>
        <DayChips label={t.requiredPerDay(position.role_name)} counts={position} />
      </Body>
      <PositionGenderPie position={position} />
    </Item>
  );
}
