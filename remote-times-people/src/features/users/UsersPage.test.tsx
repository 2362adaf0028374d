import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { FormRights } from '@times/shared-sdk';
import { timesAppApi, usersApi } from '@times/shared-sdk/app';
import { UsersPage } from './UsersPage';
import { appUser, foundUser, ok, userPage } from './testData';

// User Groups has tests of its own; here it is a stub.
jest.mock('../user-groups/UserGroupsTab', () => ({ UserGroupsTab: () => <p>user groups tab</p> }), { virtual: true });

const admin: FormRights = { isAdmn: 1, isOpsManager: 0, isGroupUser: 0, u_rights: [] };
const groupUser = (...ids: number[]): FormRights => ({
  isAdmn: 0,
  isOpsManager: 0,
  isGroupUser: 1,
  u_rights: ids.map((id) => ({ id })),
});

function renderPage(rights: FormRights) {
  const formRights = jest.spyOn(timesAppApi, 'formRights').mockReturnValue(ok(rights));
  render(
    <ThemeRoot>
      <UsersPage />
    </ThemeRoot>,
  );
  return { formRights };
}

describe('UsersPage', () => {
  let list: jest.SpiedFunction<typeof usersApi.list>;
  beforeEach(() => {
    list = jest.spyOn(usersApi, 'list').mockReturnValue(userPage([appUser(1)]));
  });
  afterEach(() => jest.restoreAllMocks());

  it('tells a group user without right 1 on USERS that it is not allowed, and loads nothing', async () => {
    const { formRights } = renderPage(groupUser(9));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed to add users');
    expect(formRights).toHaveBeenCalledWith(3, expect.anything());
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it('shows the tabs to a group user with right 1 on USERS', async () => {
    renderPage(groupUser(1));
    const tabs = await screen.findByRole('tablist', { name: 'Users' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Available Users', 'New User', 'User Groups']);
    expect(await screen.findByRole('button', { name: 'Open Name1 Surname1' })).toBeInTheDocument();
  });

  it('shows User Groups in its tab', async () => {
    renderPage(admin);
    await userEvent.click(await screen.findByRole('tab', { name: 'User Groups' }));
    expect(screen.getByText('user groups tab')).toBeInTheDocument();
  });

  it('opens a user and closes back to the list, which reloads', async () => {
    jest.spyOn(usersApi, 'groups').mockReturnValue(ok({ groups: [] }));
    jest.spyOn(usersApi, 'details').mockReturnValue(
      ok({
        users: { ...appUser(1), country_name: '', date_of_birth: '', idOrPass: '', right_type: 1 as const, ugd: '' },
        ops_sites: [],
      }),
    );
    renderPage(admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Name1 Surname1' }));
    expect(await screen.findByRole('region', { name: 'Name1 Surname1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Name1 Surname1', hidden: true })).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Open Name1 Surname1' })).toBeVisible();
  });

  it('adds a user from New User, then shows Available Users loaded afresh', async () => {
    jest.spyOn(usersApi, 'searchByCode').mockReturnValue(ok({ usr: foundUser() }));
    const add = jest.spyOn(usersApi, 'add').mockReturnValue(ok({ usd: '12345678901234' }));
    const confirmAdd = jest.spyOn(usersApi, 'confirmAdd').mockReturnValue(ok({ usd: '12345678901234' }));
    renderPage(admin);
    await screen.findByRole('button', { name: 'Open Name1 Surname1' });
    await userEvent.click(screen.getByRole('tab', { name: 'New User' }));
    await userEvent.type(screen.getByLabelText('Search user code (14 digit)'), '12345678901234');
    list.mockReturnValue(
      userPage([appUser(1), appUser(2, { name: 'Lerato', surname: 'Mokoena', u_status: 'Pending' })]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('button', { name: 'Open Lerato Mokoena' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Available Users' })).toHaveAttribute('aria-selected', 'true');
    expect(add).toHaveBeenCalled();
    expect(confirmAdd).toHaveBeenCalled();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
