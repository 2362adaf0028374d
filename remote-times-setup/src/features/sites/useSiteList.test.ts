import { act, renderHook, waitFor } from '@testing-library/react';
import { sitesApi } from '@times/shared-sdk/app';
import type { SiteRow } from '@times/shared-sdk';
import { useSiteList } from './useSiteList';

const site = (n: number): SiteRow => ({
  id: n,
  sd: `S${n}`,
  name: `Site ${n}`,
  ttl_employees: 0,
  ttl_males: 0,
  ttl_females: 0,
  lat: 0,
  lng: 0,
  client_name: '',
  group_name: '',
  ops_manager: '',
  gen_employees: 1,
  usr_employees: 0,
});

describe('useSiteList', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the first page, then the next one from the cursor the server sent, and appends it', async () => {
    const list = jest
      .spyOn(sitesApi, 'list')
      .mockResolvedValueOnce({
        kind: 'ok',
        data: { status: 'OK', ttl: 3, lst_date: 'D1', lst_count: 2, sites: [site(1), site(2)] },
      })
      .mockResolvedValueOnce({
        kind: 'ok',
        data: { status: 'OK', ttl: 3, lst_date: 'D2', lst_count: 1, sites: [site(3)] },
      });
    const query = { flt: 0 as const, flt_id: '', bounds: null };
    const { result } = renderHook(() => useSiteList(query));
    await waitFor(() => expect(result.current.sites).toHaveLength(2));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.more());
    await waitFor(() => expect(result.current.sites?.map((s) => s.sd)).toEqual(['S1', 'S2', 'S3']));
    expect(result.current.hasMore).toBe(false);
    expect(list.mock.calls[0]?.[0]).toMatchObject({ pg: 1, lst_date: '', lst_count: 0 });
    expect(list.mock.calls[1]?.[0]).toMatchObject({ pg: 2, lst_date: 'D1', lst_count: 2 });
  });
});
