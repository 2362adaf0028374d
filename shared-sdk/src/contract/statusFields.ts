/**
 * The fields an error status carries wherever it is answered (a call declares its own in
 * `carries` where they differ). A status not listed carries nothing beside status.
 */
import type { RosterHeader } from '../api/rosterTypes';

export interface StatusFields {
  /** One message per field path, e.g. { 'customer_reg.u_mbl': 'Valid mobile number is required' }. */
  VALIDATION_ERROR: { errors: Record<string, string> };
  /** Seconds until an attempt is counted again. */
  TOO_MANY_ATTEMPTS: { retry_after: number };
  /** The roster's header, so the screen can show what is still processing or failed. */
  ROSTER_PROCESSING: { roster: RosterHeader };
  ROSTER_FAILED: { roster: RosterHeader };
}
