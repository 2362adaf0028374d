/**
 * /api/geo/11201 place search {q} of the site form's map, from the local gazetteer (city names,
 * case- and accent-insensitive, at least 2 characters): up to 10 places, best first. Needs the
 * SITES right.
 */
import { FormId, Paths, RightId, Status } from '../../contract';
import type { PlacesResponse } from '../../contract';
import { foldText, searchPlaces } from '../../places/places';
import { requireRight } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { placeSearchSchema } from '@times/shared-sdk/schemas';
import { setupErrors } from '../../validation/setupErrors';
import { validatePayload } from '../../validation/validate';
import type { ApiResult, ApiRoute } from '../context';

export const placesRoute: ApiRoute = {
  path: Paths.sites.places,
  handle: async ({ body, session: request }, ctx): Promise<PlacesResponse | ApiResult> => {
    const signedIn = requireUser(ctx, request);
    if (!signedIn) return { status: Status.INVALID };
    const input = await validatePayload(placeSearchSchema, body);
    if (!input.ok) return input.result;
    const access = requireRight(ctx.store.data, signedIn.session, FormId.SITES, RightId.MANAGE);
    if (!access.ok) return access.result;
    const { q } = input.value;
    // Marks alone ('´´') fold to nothing: as short as no text.
    if (foldText(q).length < 2) return setupErrors.searchTooShort;
    return { status: Status.OK, places: searchPlaces(q) };
  },
};
