import type { PlaceChoice, SiteFilterCode } from '@times/shared-sdk';
import type { SiteQuery } from './useSiteList';

/** Half the side, in degrees, of the box around a place the Location filter looks in (about 55 km). */
export const LOCATION_BOX_DEGREES = 0.5;

/** The list request of a filter: 1-3 by the chosen client/group/manager id, 4 by the box around a place. */
export function siteQuery(flt: SiteFilterCode, id: string, place: PlaceChoice | null): SiteQuery {
  if (flt === 4) {
    if (!place) return { flt: 0, flt_id: '', bounds: null };
    const d = LOCATION_BOX_DEGREES;
    return {
      flt,
      flt_id: '',
      bounds: { n_lat: place.lat + d, n_lng: place.lng + d, s_lat: place.lat - d, s_lng: place.lng - d },
    };
  }
  if (flt === 0 || !id) return { flt: 0, flt_id: '', bounds: null };
  return { flt, flt_id: id, bounds: null };
}
