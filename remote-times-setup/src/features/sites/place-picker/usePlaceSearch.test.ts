import { act, renderHook } from '@testing-library/react';
import type { ApiOutcome, PlaceChoice, PlacesResponse } from '@times/shared-sdk';
import { placesApi } from '@times/shared-sdk/app';
import { usePlaceSearch } from './usePlaceSearch';

const pretoria: PlaceChoice = { name: 'Pretoria', description: 'Gauteng, South Africa', lat: -25.75, lng: 28.19 };
const ok = (places: PlaceChoice[]): ApiOutcome<PlacesResponse> => ({ kind: 'ok', data: { status: 'OK', places } });

/** Lets the debounce timer fire and the mocked answer settle. */
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });

describe('usePlaceSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits 300 ms after the last keystroke and searches the trimmed term once', async () => {
    const search = jest.spyOn(placesApi, 'search').mockResolvedValue(ok([pretoria]));
    const { result, rerender } = renderHook(({ text }) => usePlaceSearch(text), { initialProps: { text: 'pr' } });
    await advance(200);
    rerender({ text: ' pre ' });
    await advance(299);
    expect(search).not.toHaveBeenCalled();
    await advance(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('pre');
    expect(search.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    expect(result.current).toEqual({ status: 'done', places: [pretoria], term: 'pre', error: null });
  });

  it('does not search below 2 characters and clears the results', async () => {
    const search = jest.spyOn(placesApi, 'search').mockResolvedValue(ok([pretoria]));
    const { result, rerender } = renderHook(({ text }) => usePlaceSearch(text), { initialProps: { text: 'pre' } });
    await advance(300);
    expect(result.current.places).toEqual([pretoria]);
    rerender({ text: 'p' });
    await advance(1000);
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ status: 'idle', places: [], term: '', error: null });
  });

  it('cancels the previous request when the term changes, and ignores its late answer', async () => {
    const resolvers: ((outcome: ApiOutcome<PlacesResponse>) => void)[] = [];
    const search = jest
      .spyOn(placesApi, 'search')
      .mockImplementation(() => new Promise<ApiOutcome<PlacesResponse>>((resolve) => resolvers.push(resolve)));
    const { result, rerender } = renderHook(({ text }) => usePlaceSearch(text), { initialProps: { text: 'pre' } });
    await advance(300);
    expect(result.current.status).toBe('loading');
    const firstSignal = search.mock.calls[0]?.[1]?.signal;
    rerender({ text: 'pret' });
    expect(firstSignal?.aborted).toBe(true);
    await advance(300);
    await act(async () => {
      resolvers[1]?.(ok([pretoria]));
      resolvers[0]?.(ok([{ ...pretoria, name: 'Stale' }]));
    });
    expect(result.current.places).toEqual([pretoria]);
    expect(result.current.term).toBe('pret');
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('aborts the running request on unmount', async () => {
    const search = jest.spyOn(placesApi, 'search').mockImplementation(() => new Promise(() => undefined));
    const { unmount } = renderHook(() => usePlaceSearch('pre'));
    await advance(300);
    unmount();
    expect(search.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('reports a failed search with its message', async () => {
    jest
      .spyOn(placesApi, 'search')
      .mockResolvedValue({ kind: 'error', status: 'NETWORK_ERROR', message: 'Error occured' });
    const { result } = renderHook(() => usePlaceSearch('pre'));
    await advance(300);
    expect(result.current).toEqual({ status: 'error', places: [], term: 'pre', error: 'Error occured' });
  });
});
