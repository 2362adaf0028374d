/**
 * The records a call's opening decides the rights on (rights/rightsState.ts): those of the
 * session's user in the app the session selected, read on every call so a change of type, status,
 * group or site access counts from the member's next call. Two implementations: the embedded one
 * (the store's state, which holds them all) and PostgreSQL, whose one SQL read brings just these
 * rows (postgresRights.ts).
 */
import type { SessionRecord } from '../../store/types';
import type { RightsState } from '../rightsState';

export interface RightsRepository {
  /** The records the rights of the session's user in the session's app are decided on. */
  stateOf(session: SessionRecord): Promise<RightsState>;
}
