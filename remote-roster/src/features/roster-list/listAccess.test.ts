import type { FormRights } from '@times/shared-sdk';
import { canListRosters } from './listAccess';

const rights = (over: Partial<FormRights> = {}): FormRights => ({
  isAdmn: 0,
  isOpsManager: 0,
  isGroupUser: 1,
  u_rights: [],
  ...over,
});

describe('canListRosters', () => {
  it('lets nobody in while the rights are loading', () => {
    expect(canListRosters(null)).toBe(false);
  });

  it('lets an admin and an operations manager in', () => {
    expect(canListRosters(rights({ isAdmn: 1, isGroupUser: 0 }))).toBe(true);
    expect(canListRosters(rights({ isOpsManager: 1, isGroupUser: 0 }))).toBe(true);
  });

  it.each([9, 10, 11, 12, 13, 14])('lets right %i in', (id) => {
    expect(canListRosters(rights({ u_rights: [{ id }] }))).toBe(true);
  });

  it('keeps out a user with none of rights 9 to 14', () => {
    expect(canListRosters(rights())).toBe(false);
    expect(canListRosters(rights({ u_rights: [{ id: 8 }, { id: 15 }, { id: 20 }, { id: 21 }] }))).toBe(false);
  });
});
