/**
 * /api/geo/11201 place search {q} of the site form's map, from the local gazetteer (city names,
 * case- and accent-insensitive, at least 2 characters): up to 10 places, best first. Needs the
 * SITES right.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import type { PlacesResponse } from '../../contract';
import { foldText, searchPlaces } from '../../places/places';
import { placeSearchSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import type { ApiResult } from '../context';
import { guardedRoute } from '../guardedRoute';

export const placesRoute = guardedRoute({
  path: Paths.sites.places,
  schema: placeSearchSchema,
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ input: { q } }): PlacesResponse | ApiResult => {
    // Marks alone ('´´') fold to nothing: as short as no text.
    if (foldText(q).length < 2) return setupErrors.searchTooShort;
    return { status: Status.OK, places: searchPlaces(q) };
  },
});
