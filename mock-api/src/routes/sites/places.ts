/**
 * /api/geo/11201 place search {q} of the site form's map, from the local gazetteer (city names,
 * case- and accent-insensitive, at least 2 characters): up to 10 places, best first. Needs the
 * SITES right.
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { foldText, searchPlaces } from '../../places/places';
import { setupErrors } from '../../validation/setupErrors';
import { guardedRoute } from '../guardedRoute';

export const placesRoute = guardedRoute(Contract.sites.places, {
  formId: FormId.SITES,
  rightId: RightId.MANAGE,
  handle: ({ input: { q } }) => {
    // Marks alone ('´´') fold to nothing: as short as no text.
    if (foldText(q).length < 2) return setupErrors.searchTooShort;
    return { status: Status.OK, places: searchPlaces(q) };
  },
});
