/** One shift: name and hours, or 'Deleted' with its creation and deletion dates. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Shift } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const Item = styled.li<{ $deleted: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 16px;
  opacity: ${({ $deleted }) => ($deleted ? 0.7 : 1)};
  cursor: ${({ $deleted }) => ($deleted ? 'default' : 'pointer')};
  strong { color: ${({ theme }) => theme.colors.brand}; }
  small { color: ${({ theme }) => theme.colors.muted}; display: block; }
  em { color: ${({ theme }) => theme.colors.danger}; font-style: normal; font-weight: 700; }
`;

export function ShiftCard({ shift, onOpen, actions }: { shift: Shift; onOpen: () => void; actions: ReactNode }) {
  const t = appMessages.setup.shifts;
  const deleted = shift.deleted === 1;
  return (
    <Item $deleted={deleted} aria-label={shift.name} onClick={deleted ? undefined : onOpen}>
      <div>
        <strong>{shift.name}</strong> {shift.start_time} – {shift.end_time}
        <small>{t.created(shift.date_created)}</small>
        {deleted && (
          <small>
            <em>{t.deleted}</em> {t.deletedOn(shift.date_deleted)}
          </small>
        )}
      </div>
      {!deleted && <div onClick={(event) => event.stopPropagation()}>{actions}</div>}
    </Item>
  );
}
