/** A user the Times frame refused: an employee of the app (My Times answers) or not; nothing asked otherwise. */
import { renderHook, waitFor } from '@testing-library/react';
import { myTimesApi } from '@times/shared-sdk/app';
import { useEmployeeOfApp } from './useEmployeeOfApp';

afterEach(() => jest.restoreAllMocks());

const ME = {
  empd: 'E1',
  name: 'Thabo',
  surname: 'Nkosi',
  app_name: 'Acme',
  sms: { roster: 1 as const, requests: 1 as const },
  unread: 0,
  today: '2026-12-08',
};

describe('useEmployeeOfApp', () => {
  it('is unknown, then true when My Times answers the user', async () => {
    jest.spyOn(myTimesApi, 'me').mockResolvedValue({ kind: 'ok', data: { status: 'OK', me: ME } });
    const { result } = renderHook(() => useEmployeeOfApp(true));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is false when My Times refuses them too', async () => {
    jest
      .spyOn(myTimesApi, 'me')
      .mockResolvedValue({ kind: 'error', status: 'INVALID_USER_RIGHTS', message: 'Invalid user rights' });
    const { result } = renderHook(() => useEmployeeOfApp(true));
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('asks nothing while the frame opens', () => {
    const me = jest.spyOn(myTimesApi, 'me');
    const { result } = renderHook(() => useEmployeeOfApp(false));
    expect(result.current).toBe(false);
    expect(me).not.toHaveBeenCalled();
  });
});
