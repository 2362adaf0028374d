/**
 * Who may open the roster page (spec 002 sections 2.1 and 6): an admin, an operations manager, or
 * a group user holding any ROSTER right, as the side menu lists ROSTER for them and the server
 * answers their roster-setup calls. What they see there follows their rights: the roster tabs by
 * right 9 or 10 (tabsForRights), the shift setup wizard's steps by 10, 12, 13, 14, 20 and 21
 * (stepAccess). So a user with setup rights only (12, 13, 14, 20, 21) gets the selectors and the
 * setup banner and wizard, without tabs.
 */
import type { FormRights } from '@times/shared-sdk';
import { FormId, canAccessAny, rightIdsOf } from '@times/shared-sdk/app';

export const canOpenRosterPage = (rights: FormRights | null | undefined): boolean =>
  canAccessAny(rights, rightIdsOf(FormId.ROSTER), { opsManager: true });
