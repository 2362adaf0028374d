/** The first backend's general calls: the country list and contact us (spec 000 section 7; Paths.general). */
import type { ApiResponse, CountriesResponse } from '../api/types';
import { defineCall, schemaRef, shape } from './call';
import { Paths } from './paths';
import { SESSION, SIGNED_IN } from './statusGroups';

const p = Paths.general;

export const general = {
  /** Any session, a visitor's too. */
  countries: defineCall({
    backend: 'first',
    path: p.countries,
    request: shape<Record<string, never>>(),
    response: shape<CountriesResponse>(),
    statuses: SESSION,
    session: 'visitor',
  }),
  contactUs: defineCall({
    backend: 'first',
    path: p.contactUs,
    request: schemaRef('contactSchema'),
    response: shape<ApiResponse>(),
    statuses: SIGNED_IN,
    /** A visitor's too (the public contact page). */
    session: 'visitor',
  }),
};
