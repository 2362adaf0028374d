import type { FormRights } from '@times/shared-sdk';
import { canOpenRosterPage } from './rosterPageAccess';

const group = (...ids: number[]): FormRights => ({
  isAdmn: 0,
  isOpsManager: 0,
  isGroupUser: 1,
  u_rights: ids.map((id) => ({ id })),
});

describe('canOpenRosterPage', () => {
  it('opens for admins and operations managers', () => {
    expect(canOpenRosterPage({ isAdmn: 1, isOpsManager: 0, isGroupUser: 0, u_rights: [] })).toBe(true);
    expect(canOpenRosterPage({ isAdmn: 0, isOpsManager: 1, isGroupUser: 0, u_rights: [] })).toBe(true);
  });

  it.each([9, 10, 11, 12, 13, 14, 20, 21])('opens for a group user holding ROSTER right %i alone', (id) => {
    expect(canOpenRosterPage(group(id))).toBe(true);
  });

  it('stays closed without a ROSTER right, for someone not a group user, and before the rights are known', () => {
    expect(canOpenRosterPage(group())).toBe(false);
    expect(canOpenRosterPage({ isAdmn: 0, isOpsManager: 0, isGroupUser: 0, u_rights: [{ id: 12 }] })).toBe(false);
    expect(canOpenRosterPage(null)).toBe(false);
  });
});
