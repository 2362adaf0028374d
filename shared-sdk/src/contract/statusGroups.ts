/** Status lists many calls share; an entry spreads them into its own `statuses`. */
import { Status } from '../constants/codes';

/** A signed-in call without a payload: no session (INVALID). */
export const SESSION = [Status.OK, Status.INVALID] as const;

/** A signed-in call whose payload is validated: no session (INVALID) or a bad payload. */
export const SIGNED_IN = [Status.OK, Status.INVALID, Status.VALIDATION_ERROR] as const;

/** A Times-backend call without a payload to validate: no session, no app chosen, or no right (any more). */
export const APP_ACCESS = [Status.OK, Status.INVALID, Status.APP_NOT_SELECTED, Status.INVALID_USER_RIGHTS] as const;

/** A Times-backend call of the selected app whose payload is validated. */
export const APP_CALL = [...APP_ACCESS, Status.VALIDATION_ERROR] as const;
