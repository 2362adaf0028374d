import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { usersApi } from '@times/shared-sdk/app';
import type { ErrorStatusOf } from '@times/shared-sdk/testing';
import { NewUser } from './NewUser';
import { fail, foundUser, ok } from './testData';

const CODE = '12345678901234';

function renderNewUser() {
  const onAdded = jest.fn();
  render(
    <ThemeRoot>
      <NewUser onAdded={onAdded} />
    </ThemeRoot>,
  );
  return { onAdded, code: screen.getByLabelText('Search user code (14 digit)') };
}

describe('NewUser', () => {
  let api: {
    searchByCode: jest.SpiedFunction<typeof usersApi.searchByCode>;
    add: jest.SpiedFunction<typeof usersApi.add>;
    confirmAdd: jest.SpiedFunction<typeof usersApi.confirmAdd>;
  };
  beforeEach(() => {
    api = {
      searchByCode: jest.spyOn(usersApi, 'searchByCode').mockReturnValue(ok({ usr: foundUser() })),
      add: jest.spyOn(usersApi, 'add'),
      confirmAdd: jest.spyOn(usersApi, 'confirmAdd'),
    };
  });
  afterEach(() => jest.restoreAllMocks());

  it('searches only when the code is exactly 14 characters', async () => {
    const { code } = renderNewUser();
    await userEvent.type(code, CODE.slice(0, 13));
    expect(api.searchByCode).not.toHaveBeenCalled();
    await userEvent.type(code, '4');
    expect(api.searchByCode).toHaveBeenCalledTimes(1);
    expect(api.searchByCode).toHaveBeenCalledWith(CODE, expect.anything());
    expect(await screen.findByRole('region', { name: 'Lerato Mokoena' })).toBeInTheDocument();
    await userEvent.type(code, '5');
    expect(api.searchByCode).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Lerato Mokoena' })).not.toBeInTheDocument();
  });

  it('shows the summary: Name, Surname, ID or Passport number, Date of birth, Gender', async () => {
    const { code } = renderNewUser();
    await userEvent.type(code, CODE);
    const card = await screen.findByRole('region', { name: 'Lerato Mokoena' });
    const summary = within(card);
    for (const [label, value] of [
      ['Name', 'Lerato'],
      ['Surname', 'Mokoena'],
      ['ID or Passport number', 'A1234567'],
      ['Date of birth', '1995-07-01'],
      ['Gender', 'Female'],
    ]) {
      expect(summary.getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(summary.getByRole('button', { name: 'Add user' })).toBeInTheDocument();
  });

  it('ignores a failed search silently (not found shows nothing)', async () => {
    api.searchByCode.mockReturnValue(fail('USER_NOT_FOUND', 'User not found'));
    const { code } = renderNewUser();
    await userEvent.type(code, CODE);
    await waitFor(() => expect(api.searchByCode).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
  });

  it('adds, then confirms the add, then goes back to the list', async () => {
    api.add.mockReturnValue(ok({ usd: CODE }));
    api.confirmAdd.mockReturnValue(ok({ usd: CODE }));
    const { code, onAdded } = renderNewUser();
    await userEvent.type(code, CODE);
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(api.add).toHaveBeenCalledWith(CODE, expect.anything());
    expect(api.confirmAdd).toHaveBeenCalledWith(CODE, expect.anything());
    expect(api.add.mock.invocationCallOrder[0]).toBeLessThan(api.confirmAdd.mock.invocationCallOrder[0]!);
  });

  it.each<[ErrorStatusOf<typeof usersApi.add>, string]>([
    ['USER_ALREADY_EXIST', 'User lready exist'],
    ['USER_MAX_LICENSED_EXCEEDED', 'User maximum license exceeded, please upgrade license'],
  ])('shows %s in a red alert and does not confirm', async (status, message) => {
    api.add.mockReturnValue(fail(status, message));
    const { code, onAdded } = renderNewUser();
    await userEvent.type(code, CODE);
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.confirmAdd).not.toHaveBeenCalled();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('shows a refused confirm-add and stays', async () => {
    api.add.mockReturnValue(ok({ usd: CODE }));
    api.confirmAdd.mockReturnValue(
      fail('USER_MAX_LICENSED_EXCEEDED', 'User maximum license exceeded, please upgrade license'),
    );
    const { code, onAdded } = renderNewUser();
    await userEvent.type(code, CODE);
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User maximum license exceeded, please upgrade license');
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('Cancel clears the code and the result', async () => {
    const { code } = renderNewUser();
    await userEvent.type(code, CODE);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(code).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
  });
});
