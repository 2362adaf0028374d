/**
 * The records a user's rights in one app are decided on (rights.ts, the roster and roster-setup
 * access): the app, its organization, the user's membership, their group with its rights and
 * site access, and the app's sites (a group member's roster list is narrowed site by site). The
 * whole store's state is one; the rights repository reads just these rows of the session's app.
 */
import type { DbState } from '../store/types';

export type RightsState = Pick<
  DbState,
  'apps' | 'organizations' | 'app_members' | 'user_groups' | 'group_sites' | 'sites'
>;
