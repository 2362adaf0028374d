/**
 * Available employees: the table, 'n of ttl' and 'More' while fewer rows are shown than the
 * server counts; the empty message when the shift has no employee; errors keep the rows shown.
 */
import styled from 'styled-components';
import { Alert, Button, EmptyState, Muted, Row, Spinner } from '@times/shared-sdk';
import type { ShiftEmployee } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { ShiftEmployeeTable } from './ShiftEmployeeTable';
import type { ShiftEmployeeList as List } from './useShiftEmployees';

const t = appMessages.shiftSetup.employees;

const Footer = styled(Row)`
  margin-top: 8px;
  p { margin: 0; }
`;

interface Props {
  list: List;
  onOpen?: (employee: ShiftEmployee) => void;
  onPhoto: (employee: ShiftEmployee) => void;
  onAvailability: (employee: ShiftEmployee) => void;
  onCalendarLink?: (employee: ShiftEmployee) => void;
}

export function ShiftEmployeeList({ list, onOpen, onPhoto, onAvailability, onCalendarLink }: Props) {
  return (
    <>
      {list.error && <Alert>{list.error}</Alert>}
      {list.rows === null || (list.rows.length === 0 && list.loading) ? (
        list.loading && <Spinner />
      ) : list.rows.length === 0 ? (
        !list.error && <EmptyState>{t.none}</EmptyState>
      ) : (
        <>
          <ShiftEmployeeTable
            employees={list.rows}
            busy={list.loading}
            onOpen={onOpen}
            onPhoto={onPhoto}
            onAvailability={onAvailability}
            onCalendarLink={onCalendarLink}
          />
          <Footer>
            <Muted>{appMessages.employees.shown(list.rows.length, list.total)}</Muted>
            {list.hasMore && (
              <Button type="button" $variant="secondary" disabled={list.loading} onClick={list.more}>
                {appMessages.shiftSetup.wizard.more}
              </Button>
            )}
          </Footer>
        </>
      )}
    </>
  );
}
