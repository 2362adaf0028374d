/**
 * An employee's Times account on their edit view (issue 31): where it stands (not invited, invited
 * until when, expired, linked to whom) with what an admin may do: invite (a text with a link to the
 * employee's mobile), send again, revoke, unlink (confirmed).
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, useApiAction } from '@times/shared-sdk';
import type { ApiOutcome, EmployeeAccountResponse, EmployeeAccountRow } from '@times/shared-sdk';
import { ConfirmDialog, appMessages, employeeAccountsApi } from '@times/shared-sdk/app';
import { Actions } from '../employees/Actions';

const a = appMessages.myTimes.accounts;

const Box = styled.section`
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 4px 0;
  }
`;

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const day = (iso: string) => dayFormat.format(new Date(iso));

export function accountWords(row: EmployeeAccountRow | undefined): string {
  if (!row || row.state === 'none') return a.notLinked;
  if (row.state === 'linked') return a.linked(row.account_name);
  if (row.state === 'expired') return a.expired;
  return a.invited(day(row.since));
}

export function TimesAccount({ empd, name }: { empd: string; name: string }) {
  const [row, setRow] = useState<EmployeeAccountRow | undefined>(undefined);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { error, run } = useApiAction();

  const load = useCallback(async () => {
    const data = await run((signal) => employeeAccountsApi.list({ signal }));
    if (data) setRow(data.accounts.find((one) => one.empd === empd));
  }, [run, empd]);

  useEffect(() => {
    void load();
  }, [load]);

  type AccountCall = (signal: AbortSignal) => Promise<ApiOutcome<EmployeeAccountResponse>>;
  const act = async (call: AccountCall, text: string) => {
    setDone(null);
    const data = await run(call);
    if (!data) return;
    setRow(data.account);
    setDone(text);
  };

  const state = row?.state ?? 'none';
  return (
    <Box aria-label={a.column}>
      <h3>{a.column}</h3>
      <p>{accountWords(row)}</p>
      {error && <Alert>{error}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <Actions>
        {state !== 'linked' && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void act((signal) => employeeAccountsApi.invite(empd, { signal }), a.sent)}
          >
            {state === 'none' ? a.invite : a.inviteAgain}
          </Button>
        )}
        {state === 'invited' && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void act((signal) => employeeAccountsApi.revoke(empd, { signal }), a.revoked)}
          >
            {a.revoke}
          </Button>
        )}
        {state === 'linked' && (
          <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
            {a.unlink}
          </Button>
        )}
      </Actions>
      {confirming && (
        <ConfirmDialog
          message={a.confirmUnlink(name)}
          confirmLabel={a.unlink}
          onConfirm={() => {
            setConfirming(false);
            void act((signal) => employeeAccountsApi.unlink(empd, { signal }), a.unlinked);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}
