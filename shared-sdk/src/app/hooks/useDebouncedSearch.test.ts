import { act, renderHook } from '@testing-library/react';
import type { ApiOutcome, PlacesResponse } from '@times/shared-sdk';
import { useDebouncedSearch } from './useDebouncedSearch';

type Answer = ApiOutcome<PlacesResponse>;
const ok = (...names: string[]): Answer => ({
  kind: 'ok',
  data: { status: 'OK', places: names.map((name) => ({ name, description: '', lat: 0, lng: 0 })) },
});
const pick = (data: PlacesResponse) => data.places.map((place) => place.name);

/** Lets the debounce timer fire and the mocked answer settle. */
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
    await Promise.resolve();
  });

const render = (search: jest.Mock<Promise<Answer>, [string, AbortSignal]>, text = 'abc', minLength = 3) =>
  renderHook(({ term }) => useDebouncedSearch(term, { minLength, delayMs: 300, search, pick }), {
    initialProps: { term: text },
  });

describe('useDebouncedSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches the trimmed term once the user stopped typing for the delay, and picks the matches', async () => {
    const search = jest.fn<Promise<Answer>, [string, AbortSignal]>().mockResolvedValue(ok('Abc', 'Abcd'));
    const { result, rerender } = render(search, 'ab ');
    expect(result.current).toEqual({ status: 'idle', items: [], term: '', error: null });
    rerender({ term: ' abc ' });
    await advance(299);
    expect(search.mock.calls).toEqual([]);
    await advance(1);
    expect(search.mock.calls).toEqual([['abc', expect.any(AbortSignal)]]);
    expect(result.current).toEqual({ status: 'done', items: ['Abc', 'Abcd'], term: 'abc', error: null });
  });

  it('is loading while the search runs, keeping the previous matches', async () => {
    const search = jest.fn<Promise<Answer>, [string, AbortSignal]>().mockResolvedValueOnce(ok('Abc'));
    const { result, rerender } = render(search);
    await advance(300);
    search.mockImplementation(() => new Promise(() => undefined));
    rerender({ term: 'abcd' });
    await advance(300);
    expect(result.current).toEqual({ status: 'loading', items: ['Abc'], term: 'abc', error: null });
  });

  it('goes idle below the minimum length without searching', async () => {
    const search = jest.fn<Promise<Answer>, [string, AbortSignal]>().mockResolvedValue(ok('Abc'));
    const { result, rerender } = render(search);
    await advance(300);
    rerender({ term: 'ab' });
    await advance(1000);
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ status: 'idle', items: [], term: '', error: null });
  });

  it('cancels the previous request when the term changes and ignores its late answer', async () => {
    const resolvers: ((outcome: Answer) => void)[] = [];
    const search = jest
      .fn<Promise<Answer>, [string, AbortSignal]>()
      .mockImplementation(() => new Promise<Answer>((resolve) => resolvers.push(resolve)));
    const { result, rerender } = render(search);
    await advance(300);
    const first = search.mock.calls[0]?.[1];
    rerender({ term: 'abcd' });
    expect(first?.aborted).toBe(true);
    await advance(300);
    await act(async () => {
      resolvers[1]?.(ok('Abcd'));
      resolvers[0]?.(ok('Stale'));
    });
    expect(result.current).toEqual({ status: 'done', items: ['Abcd'], term: 'abcd', error: null });
  });

  it('aborts the running request on unmount', async () => {
    const search = jest
      .fn<Promise<Answer>, [string, AbortSignal]>()
      .mockImplementation(() => new Promise(() => undefined));
    const { unmount } = render(search);
    await advance(300);
    unmount();
    expect(search.mock.calls[0]?.[1].aborted).toBe(true);
  });

  it('reports an error outcome with its message, and a rejected search with the common message', async () => {
    const search = jest
      .fn<Promise<Answer>, [string, AbortSignal]>()
      .mockResolvedValueOnce({ kind: 'error', status: 'NETWORK_ERROR', message: 'No network' })
      .mockRejectedValueOnce(new Error('boom'));
    const { result, rerender } = render(search);
    await advance(300);
    expect(result.current).toEqual({ status: 'error', items: [], term: 'abc', error: 'No network' });
    rerender({ term: 'abcd' });
    await advance(300);
    expect(result.current).toEqual({ status: 'error', items: [], term: 'abcd', error: 'Error occured' });
  });

  it('goes idle on an invalid session', async () => {
    const search = jest.fn<Promise<Answer>, [string, AbortSignal]>().mockResolvedValue({ kind: 'invalid' });
    const { result } = render(search);
    await advance(300);
    expect(result.current.status).toBe('idle');
  });

  it('does not search again when only the callbacks change', async () => {
    const search = jest.fn<Promise<Answer>, [string, AbortSignal]>().mockResolvedValue(ok('Abc'));
    const { rerender } = renderHook(
      ({ term }) =>
        useDebouncedSearch(term, { minLength: 3, delayMs: 300, search: (q, s) => search(q, s), pick: (d) => pick(d) }),
      {
        initialProps: { term: 'abc' },
      },
    );
    await advance(300);
    rerender({ term: 'abc' });
    await advance(300);
    expect(search).toHaveBeenCalledTimes(1);
  });
});
