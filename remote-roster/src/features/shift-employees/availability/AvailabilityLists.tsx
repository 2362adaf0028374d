/** The dialog's two lists: unavailable dates and day requests, each item with a Remove button when editable. */
import styled from 'styled-components';
import { Button, Muted } from '@times/shared-sdk';
import type { EmployeeAvailability } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { isStrong } from './availabilityDraft';

const t = appMessages.shiftSetup.employees.availability;

/** A list of the dialog's items, each with its Remove button on the right. */
export const ItemList = styled.ul`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 4px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

interface Props {
  draft: EmployeeAvailability;
  onRemoveDate?: (date: string) => void;
  onRemoveRequest?: (date: string) => void;
}

export function DateList({ draft, onRemoveDate }: Props) {
  if (draft.unavailable_dates.length === 0) return <Muted>{t.noDates}</Muted>;
  return (
    <ItemList aria-label={t.dates}>
      {draft.unavailable_dates.map((date) => (
        <li key={date}>
          <span>{date}</span>
          {onRemoveDate && (
            <Button
              type="button"
              $variant="secondary"
              aria-label={t.removeDate(date)}
              onClick={() => onRemoveDate(date)}
            >
              {t.remove}
            </Button>
          )}
        </li>
      ))}
    </ItemList>
  );
}

export function RequestList({ draft, onRemoveRequest }: Props) {
  if (draft.requests.length === 0) return <Muted>{t.noRequests}</Muted>;
  return (
    <ItemList aria-label={t.requests}>
      {draft.requests.map((request) => (
        <li key={request.entry_date}>
          <span>
            {request.entry_date}:{' '}
            {t.describe(request.work === 1, request.weight, isStrong(request), request.this_shift === 1)}
          </span>
          {onRemoveRequest && (
            <Button
              type="button"
              $variant="secondary"
              aria-label={t.removeRequest(request.entry_date)}
              onClick={() => onRemoveRequest(request.entry_date)}
            >
              {t.remove}
            </Button>
          )}
        </li>
      ))}
    </ItemList>
  );
}
