/**
 * A user's status in the details (spec 001 sections 2.5 and 4): the 'Active' switch, which flips
 * at once and sends 10 to deactivate or 5 to activate, and flips back with the message when the
 * server refuses ('You are not allowed to update yourself', 'Status change error, invalid user
 * rights', 'Status change error occured'). A Pending user has no switch: 'Pending approval' and
 * (ours) an Approve button sending 5.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, useApiAction } from '@times/shared-sdk';
import { MemberStatus, Switch, UserStatusChange, appMessages, usersApi } from '@times/shared-sdk/app';

const t = appMessages.usersPage.users;

const Pending = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  strong { color: ${({ theme }) => theme.colors.warning}; }
`;

export function UserStatusControl({ usd, status }: { usd: string; status: string }) {
  const [current, setCurrent] = useState(status);
  const { error, run } = useApiAction();
  const send = (usr_status: 5 | 10) => run((signal) => usersApi.setStatus({ usd, usr_status }, { signal }));

  async function handleToggle(next: boolean) {
    const previous = current;
    setCurrent(next ? MemberStatus.ACTIVE : MemberStatus.DEACTIVATED);
    if (!(await send(next ? UserStatusChange.ACTIVATE : UserStatusChange.DEACTIVATE))) setCurrent(previous);
  }

  async function handleApprove() {
    if (await send(UserStatusChange.ACTIVATE)) setCurrent(MemberStatus.ACTIVE);
  }

  return (
    <div>
      {current === MemberStatus.PENDING ? (
        <Pending>
          <strong>{t.pendingApproval}</strong>
          <Button type="button" onClick={() => void handleApprove()}>
            {t.approve}
          </Button>
        </Pending>
      ) : (
        <Switch
          checked={current === MemberStatus.ACTIVE}
          label={t.active}
          onChange={(next) => void handleToggle(next)}
        />
      )}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
