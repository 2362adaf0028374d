/** A position card: name (abbreviation), the three hours and an on/off chip for Mon-Sun and Hld. */
import styled from 'styled-components';
import { POSITION_DAYS } from '@times/shared-sdk';
import type { Position } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const Card = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 14px 16px;
  cursor: pointer;
  h3 { margin: 0 0 4px; font-size: 1.05rem; color: ${({ theme }) => theme.colors.brand}; }
  p { margin: 0 0 8px; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Chip = styled.span<{ $on: boolean }>`
  display: inline-block;
  margin: 0 4px 4px 0;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme, $on }) => ($on ? '#fff' : theme.colors.muted)};
  background: ${({ theme, $on }) => ($on ? theme.colors.brand : theme.colors.background)};
`;

export function PositionCard({ position, onOpen }: { position: Position; onOpen: () => void }) {
  const t = appMessages.positions;
  return (
    <Card aria-label={position.name} onClick={onOpen}>
      <h3>
        {position.name} ({position.abbr})
      </h3>
      <p>{t.hoursLine(position.d_hrs, position.w_hrs, position.m_hrs)}</p>
      <div>
        {POSITION_DAYS.map((day) => (
          <Chip key={day} $on={position[day] === 1} aria-label={`${t.days[day]} ${position[day] === 1 ? 'on' : 'off'}`}>
            {t.days[day]}
          </Chip>
        ))}
      </div>
    </Card>
  );
}
