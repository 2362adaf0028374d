/** The country list for selects: from the local cache, else fetched once and cached. */
import { useEffect, useState } from 'react';
import { generalApi } from '../api/general';
import type { Country } from '../api/types';
import { cacheCountries, PLACEHOLDER_COUNTRY, readCachedCountries } from './countryCache';
import { useAbortSignal } from './useAbortSignal';

export interface CountriesState {
  countries: Country[];
  loading: boolean;
  error: string | null;
}

export function useCountries(): CountriesState {
  // The cache is read once per mount.
  const [cached] = useState(readCachedCountries);
  const [state, setState] = useState<CountriesState>({
    countries: cached ?? [PLACEHOLDER_COUNTRY],
    loading: !cached,
    error: null,
  });
  const nextSignal = useAbortSignal();

  useEffect(() => {
    if (cached) return;
    void generalApi.countries({ signal: nextSignal() }).then((outcome) => {
      if (outcome.kind === 'ok')
        setState({ countries: cacheCountries(outcome.data.countries), loading: false, error: null });
      else if (outcome.kind === 'error') setState((s) => ({ ...s, loading: false, error: outcome.message }));
    });
  }, [cached, nextSignal]);

  return state;
}
