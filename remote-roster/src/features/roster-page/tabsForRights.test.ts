import type { FormRights } from '@times/shared-sdk';
import { canAdjustRosters, tabsForRights } from './tabsForRights';

const rights = (over: Partial<FormRights> = {}): FormRights => ({
  isAdmn: 0,
  isOpsManager: 0,
  isGroupUser: 1,
  u_rights: [],
  ...over,
});

describe('tabsForRights', () => {
  it('gives nothing while the rights are loading', () => {
    expect(tabsForRights(null)).toBeNull();
  });

  it('gives an admin all three tabs, starting on Create Roster', () => {
    expect(tabsForRights(rights({ isAdmn: 1, isGroupUser: 0 }))).toEqual({
      tabs: ['create', 'summary', 'view'],
      initial: 'create',
    });
  });

  it('gives an operations manager all three tabs, starting on Create Roster', () => {
    expect(tabsForRights(rights({ isOpsManager: 1, isGroupUser: 0 }))).toEqual({
      tabs: ['create', 'summary', 'view'],
      initial: 'create',
    });
  });

  it('gives right 9 all three tabs, starting on Create Roster (also with right 10)', () => {
    expect(tabsForRights(rights({ u_rights: [{ id: 9 }] }))).toEqual({
      tabs: ['create', 'summary', 'view'],
      initial: 'create',
    });
    expect(tabsForRights(rights({ u_rights: [{ id: 10 }, { id: 9 }] }))).toEqual({
      tabs: ['create', 'summary', 'view'],
      initial: 'create',
    });
  });

  it('gives right 10 Summary and View Roster, starting on Summary', () => {
    expect(tabsForRights(rights({ u_rights: [{ id: 10 }] }))).toEqual({
      tabs: ['summary', 'view'],
      initial: 'summary',
    });
  });

  it('gives nothing to a user without right 9 or 10', () => {
    expect(tabsForRights(rights())).toBeNull();
    expect(tabsForRights(rights({ u_rights: [{ id: 11 }, { id: 13 }, { id: 20 }] }))).toBeNull();
  });
});

describe('canAdjustRosters', () => {
  it('lets nobody adjust while the rights are loading', () => {
    expect(canAdjustRosters(null)).toBe(false);
  });

  it('lets an admin and an operations manager adjust', () => {
    expect(canAdjustRosters(rights({ isAdmn: 1, isGroupUser: 0 }))).toBe(true);
    expect(canAdjustRosters(rights({ isOpsManager: 1, isGroupUser: 0 }))).toBe(true);
  });

  it('lets right 9 (create) and right 11 (adjust) adjust', () => {
    expect(canAdjustRosters(rights({ u_rights: [{ id: 9 }] }))).toBe(true);
    expect(canAdjustRosters(rights({ u_rights: [{ id: 10 }, { id: 11 }] }))).toBe(true);
  });

  it('does not let right 10 alone, or the setup rights, adjust', () => {
    expect(canAdjustRosters(rights({ u_rights: [{ id: 10 }] }))).toBe(false);
    expect(canAdjustRosters(rights({ u_rights: [{ id: 12 }, { id: 13 }, { id: 14 }] }))).toBe(false);
    expect(canAdjustRosters(rights())).toBe(false);
  });
});
