/** The REQUESTS entry: shown to those the list call answers (with what waits), not to those it refuses. */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { requestsApi } from '@times/shared-sdk/app';
import { usePendingRequests } from './usePendingRequests';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/apptimes/roster']}>{children}</MemoryRouter>
);

afterEach(() => jest.restoreAllMocks());

describe('usePendingRequests', () => {
  it('is unknown until the count answers, then allowed with the count', async () => {
    jest.spyOn(requestsApi, 'count').mockResolvedValue({ kind: 'ok', data: { status: 'OK', pending: 3 } });
    const { result } = renderHook(() => usePendingRequests(true), { wrapper });
    expect(result.current).toEqual({ allowed: null, pending: 0 });
    await waitFor(() => expect(result.current).toEqual({ allowed: true, pending: 3 }));
  });

  it('is not allowed when the count call refuses the user', async () => {
    jest.spyOn(requestsApi, 'count').mockResolvedValue({
      kind: 'error',
      status: 'INVALID_USER_RIGHTS',
      message: 'Invalid user rights',
    });
    const { result } = renderHook(() => usePendingRequests(true), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ allowed: false, pending: 0 }));
  });

  it('asks nothing for a user without the ROSTER form', () => {
    const list = jest.spyOn(requestsApi, 'count');
    const { result } = renderHook(() => usePendingRequests(false), { wrapper });
    expect(result.current).toEqual({ allowed: false, pending: 0 });
    expect(list).not.toHaveBeenCalled();
  });
});
