/** An employee's Times account on the edit view (the API mocked): invite, then revoke; a linked one unlinked after a confirm. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { EmployeeAccountRow } from '@times/shared-sdk';
import { employeeAccountsApi } from '@times/shared-sdk/app';
import { TimesAccount } from './TimesAccount';

const row = (fields: Partial<EmployeeAccountRow>): EmployeeAccountRow => ({
  empd: 'E1',
  state: 'none',
  since: '',
  expires_at: '',
  account_name: '',
  ...fields,
});
const answer = (account: EmployeeAccountRow) => ({ kind: 'ok' as const, data: { status: 'OK', account } });

afterEach(() => jest.restoreAllMocks());

const show = async (accounts: EmployeeAccountRow[]) => {
  jest.spyOn(employeeAccountsApi, 'list').mockResolvedValue({ kind: 'ok', data: { status: 'OK', accounts } });
  render(
    <ThemeRoot>
      <TimesAccount empd="E1" name="Thabo Nkosi" />
    </ThemeRoot>,
  );
  return screen.findByRole('region', { name: 'Times account' });
};

it('invites an employee who has no account, then revokes the invitation', async () => {
  const box = await show([]);
  expect(await within(box).findByText('Not invited')).toBeTruthy();
  jest
    .spyOn(employeeAccountsApi, 'invite')
    .mockResolvedValue(answer(row({ state: 'invited', since: '2026-12-01T08:00:00.000Z' })));
  await userEvent.click(within(box).getByRole('button', { name: 'Invite to Times' }));
  expect(await within(box).findByText('Invitation sent.')).toBeTruthy();
  expect(within(box).getByText('Invited 1 Dec 2026')).toBeTruthy();
  jest.spyOn(employeeAccountsApi, 'revoke').mockResolvedValue(answer(row({ state: 'none' })));
  await userEvent.click(within(box).getByRole('button', { name: 'Revoke invitation' }));
  expect(await within(box).findByText('Invitation revoked.')).toBeTruthy();
  expect(employeeAccountsApi.revoke).toHaveBeenCalledWith('E1', expect.anything());
});

it('unlinks a linked account after a confirm, and says why an invitation cannot go', async () => {
  const box = await show([row({ state: 'linked', account_name: 'Lerato Mokoena', since: '2026-12-01T08:00:00.000Z' })]);
  expect(await within(box).findByText('Linked: Lerato Mokoena')).toBeTruthy();
  expect(within(box).queryByRole('button', { name: 'Invite to Times' })).toBeNull();
  const unlink = jest.spyOn(employeeAccountsApi, 'unlink').mockResolvedValue(answer(row({ state: 'none' })));
  await userEvent.click(within(box).getByRole('button', { name: 'Unlink account' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlink account' }));
  expect(unlink).toHaveBeenCalledWith('E1', expect.anything());
  expect(await within(box).findByText('Not invited')).toBeTruthy();
  jest.spyOn(employeeAccountsApi, 'invite').mockResolvedValue({
    kind: 'error',
    status: 'EMPLOYEE_NO_MOBILE',
    message: 'This employee has no mobile number to send the invitation to',
  });
  await userEvent.click(within(box).getByRole('button', { name: 'Invite to Times' }));
  expect(await within(box).findByText('This employee has no mobile number to send the invitation to')).toBeTruthy();
});
