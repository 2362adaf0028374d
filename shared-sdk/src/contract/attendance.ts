/** The attendance calls (issue 20, ours; TimesPaths.attendance): the kiosk of a site and its clock records. */
import type { ClockResponse, KioskResponse, KioskSitesResponse } from '../api/attendanceTypes';
import { EmployeeStatus as E } from '../constants/employees';
import { defineCall, schemaRef, shape } from './call';
import { APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.attendance;
const times = 'times' as const;

export const attendance = {
  /** Open to every member of the app: the sites they may run a kiosk at (none: an empty list). */
  kioskSites: defineCall({
    backend: times,
    path: p.kioskSites,
    request: schemaRef('noPayloadSchema'),
    response: shape<KioskSitesResponse>(),
    statuses: APP_CALL,
  }),
  kiosk: defineCall({
    backend: times,
    path: p.kiosk,
    request: schemaRef('kioskSchema'),
    response: shape<KioskResponse>(),
    statuses: APP_CALL,
  }),
  /** EMPLOYEE_DOES_NOT_EXIST: no active employee of the site's shifts has that empd. */
  clock: defineCall({
    backend: times,
    path: p.clock,
    request: schemaRef('clockSchema'),
    response: shape<ClockResponse>(),
    statuses: [...APP_CALL, E.EMPLOYEE_DOES_NOT_EXIST],
  }),
};
