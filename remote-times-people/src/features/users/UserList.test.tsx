import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { usersApi } from '@times/shared-sdk/app';
import { UserList } from './UserList';
import { appUser, fail, userPage } from './testData';

const renderList = (props: Partial<Parameters<typeof UserList>[0]> = {}) => {
  const onOpen = jest.fn();
  const view = render(
    <ThemeRoot>
      <UserList version={0} onOpen={onOpen} {...props} />
    </ThemeRoot>,
  );
  return { onOpen, ...view };
};

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('UserList', () => {
  let list: jest.SpiedFunction<typeof usersApi.list>;
  beforeEach(() => {
    list = jest.spyOn(usersApi, 'list');
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows 'No users found' for an empty answer, after asking for the first page of All", async () => {
    list.mockReturnValue(userPage([]));
    renderList();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ flt: 0, pg: 1, lst_date: '', lst_count: 0, srch_word: '' }, expect.anything());
  });

  it('shows each user as a button with name, gender, user type and the status in its colour', async () => {
    list.mockReturnValue(
      userPage([
        appUser(1, { u_status: 'Active', group_name: 'Admin' }),
        appUser(2, { u_status: 'Deactivated', gender: 2, group_name: 'Site supervisors' }),
        appUser(3, { u_status: 'Pending', group_name: 'Operation Manager' }),
      ]),
    );
    const { onOpen } = renderList();
    // Each card's button shows only the name, so its visible text is part of its name 'Open {name}'.
    const card = (button: HTMLElement) => button.closest('article') as HTMLElement;
    const first = await screen.findByRole('button', { name: 'Open Name1 Surname1' });
    expect(first).toHaveTextContent(/^Name1 Surname1$/);
    expect(within(card(first)).getByText('Male')).toBeInTheDocument();
    expect(within(card(first)).getByText('Admin')).toBeInTheDocument();
    expect(within(card(first)).getByText('Active')).toHaveAttribute('data-tone', 'success');
    const second = screen.getByRole('button', { name: 'Open Name2 Surname2' });
    expect(within(card(second)).getByText('Female')).toBeInTheDocument();
    expect(within(card(second)).getByText('Site supervisors')).toBeInTheDocument();
    expect(within(card(second)).getByText('Deactivated')).toHaveAttribute('data-tone', 'danger');
    const third = screen.getByRole('button', { name: 'Open Name3 Surname3' });
    expect(within(card(third)).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await userEvent.click(second);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ usd: 'U2' }));
  });

  it('asks for the chosen filter value (Active 1, Deactivated 2, Pending 3), clearing the list first', async () => {
    list.mockReturnValueOnce(userPage([appUser(9)]));
    renderList();
    await screen.findByText('Name9 Surname9');
    const answers = [userPage([appUser(1)]), userPage([appUser(2)]), userPage([appUser(3)])];
    for (const [index, label] of ['Active', 'Deactivated', 'Pending'].entries()) {
      let answer: () => void = () => {};
      const page = answers[index]!;
      list.mockReturnValueOnce(new Promise((resolve) => (answer = () => resolve(page))));
      await userEvent.selectOptions(screen.getByLabelText('Filter by'), label);
      expect(list).toHaveBeenLastCalledWith(
        { flt: index + 1, pg: 1, lst_date: '', lst_count: 0, srch_word: '' },
        expect.anything(),
      );
      // Every reload clears what was shown before its answer arrives.
      expect(screen.queryByRole('button', { name: /^Open / })).not.toBeInTheDocument();
      await act(async () => answer());
      expect(await screen.findByText(`Name${index + 1} Surname${index + 1}`)).toBeInTheDocument();
    }
  });

  it('searches with User as typed, above 2 characters, and Clear lists all again', async () => {
    list.mockReturnValue(userPage([appUser(1)]));
    renderList();
    await screen.findByText('Name1 Surname1');
    expect(screen.queryByLabelText('Search user')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Filter by'), 'User');
    const search = screen.getByLabelText('Search user');
    await userEvent.type(search, 'si');
    await sleep(450);
    expect(list).toHaveBeenCalledTimes(1);
    list.mockReturnValue(userPage([appUser(2, { name: 'Sipho' })]));
    await userEvent.type(search, 'p');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(list).toHaveBeenLastCalledWith(
      { flt: 4, pg: 1, lst_date: '', lst_count: 0, srch_word: 'sip' },
      expect.anything(),
    );
    expect(await screen.findByText('Sipho Surname2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(3));
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ flt: 0, srch_word: '' }), expect.anything());
  });

  it("loads 'More' with the cursor (pg 2, lst_date, lst_count), appends, and hides More once ttl is reached", async () => {
    list
      .mockReturnValueOnce(userPage([appUser(1), appUser(2)], { ttl: 3, lst_count: 2, lst_date: 'D2' }))
      .mockReturnValueOnce(userPage([appUser(3)], { ttl: 3, lst_count: 3, lst_date: 'D3' }));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    expect(await screen.findByText('Name3 Surname3')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(
      { flt: 0, pg: 2, lst_date: 'D2', lst_count: 2, srch_word: '' },
      expect.anything(),
    );
    expect(screen.getByText('Name1 Surname1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('reloads the first page when the version changes', async () => {
    list.mockReturnValue(userPage([appUser(1)]));
    const { rerender } = renderList();
    await screen.findByText('Name1 Surname1');
    list.mockReturnValue(userPage([appUser(2)]));
    rerender(
      <ThemeRoot>
        <UserList version={1} onOpen={jest.fn()} />
      </ThemeRoot>,
    );
    expect(await screen.findByText('Name2 Surname2')).toBeInTheDocument();
    expect(screen.queryByText('Name1 Surname1')).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('shows the message of a failed load', async () => {
    list.mockReturnValue(fail('INVALID_USER_RIGHTS', 'Invalid user rights'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user rights');
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
  });
});
