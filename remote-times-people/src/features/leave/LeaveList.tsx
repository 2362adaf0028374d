/** 'Available Leaves' of the chosen employee: each day with a Delete button, confirmed with 'Delete {date} ?'. */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, useApiAction } from '@times/shared-sdk';
import type { Leave } from '@times/shared-sdk';
import { ConfirmDialog, ListBody, appMessages, employeesApi, useList } from '@times/shared-sdk/app';

const t = appMessages.employees.leave;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
`;

const byDay = (a: Leave, b: Leave) => a.leave_day.localeCompare(b.leave_day);

interface Props {
  empd: string;
  /** Changes when a leave was added, so the list reloads. */
  version: number;
}

export function LeaveList({ empd, version }: Props) {
  const { items, error, reload } = useList(
    (signal) => employeesApi.leaves(empd, { signal }),
    (data) => [...(data.employee_leaves ?? [])].sort(byDay),
    [empd, version],
  );
  const remove = useApiAction();
  const [confirming, setConfirming] = useState<Leave | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function handleDelete(leave: Leave) {
    setBusy(true);
    const done = await remove.run((signal) => employeesApi.removeLeave(leave.lvdd, { signal }));
    setBusy(false);
    setConfirming(null);
    if (done) reload();
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} style={{ margin: '8px 0' }}>
        {t.available}
      </h3>
      {remove.error && <Alert>{remove.error}</Alert>}
      <ListBody items={items} error={error} empty={t.none}>
        {(leaves) => (
          <List aria-labelledby={headingId}>
            {leaves.map((leave) => (
              <Item key={leave.lvdd}>
                <span>{leave.leave_day}</span>
                <Button
                  type="button"
                  $variant="danger"
                  aria-label={`${appMessages.setup.delete} ${leave.leave_day}`}
                  onClick={() => setConfirming(leave)}
                >
                  {appMessages.setup.delete}
                </Button>
              </Item>
            ))}
          </List>
        )}
      </ListBody>
      {confirming && (
        <ConfirmDialog
          message={appMessages.setup.confirmDelete(confirming.leave_day)}
          busy={busy}
          onConfirm={() => void handleDelete(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
