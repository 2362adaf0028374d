import { canAccess, canAccessAny, hasRight, rightIdsOf } from './canAccess';

const admin = { isAdmn: 1, isOpsManager: 0, isGroupUser: 0, u_rights: [] } as const;
const group = { isAdmn: 0, isOpsManager: 0, isGroupUser: 1, u_rights: [{ id: 1 }, { id: 10 }] } as const;
const ops = { isAdmn: 0, isOpsManager: 1, isGroupUser: 0, u_rights: [] } as const;
const groupFlagOff = { isAdmn: 0, isOpsManager: 0, isGroupUser: 0, u_rights: [{ id: 1 }] } as const;

const rights = (r: typeof admin | typeof group | typeof ops | typeof groupFlagOff) => ({
  ...r,
  u_rights: [...r.u_rights],
});

describe('canAccess', () => {
  it('grants an admin every right', () => {
    expect(canAccess(rights(admin), 3)).toBe(true);
  });
  it('grants a group user only the rights their group holds', () => {
    expect(canAccess(rights(group), 1)).toBe(true);
    expect(canAccess(rights(group), 3)).toBe(false);
  });
  it('does not grant rights to someone who is not a group user, even if listed', () => {
    expect(canAccess(rights(groupFlagOff), 1)).toBe(false);
    expect(hasRight(rights(groupFlagOff), 1)).toBe(true);
  });
  it('does not use the operations-manager flag for the gate', () => {
    expect(canAccess(rights(ops), 1)).toBe(false);
  });
  it('refuses when the rights are not known yet', () => {
    expect(canAccess(null, 1)).toBe(false);
  });
});

describe('canAccessAny', () => {
  it('grants any listed right, and operations managers where the screen allows them', () => {
    expect(canAccessAny(rights(group), [9, 10, 11])).toBe(true);
    expect(canAccessAny(rights(group), [9, 11])).toBe(false);
    expect(canAccessAny(rights(ops), [9, 10])).toBe(false);
    expect(canAccessAny(rights(ops), [9, 10], { opsManager: true })).toBe(true);
    expect(canAccessAny(rights(admin), [])).toBe(true);
  });
});

describe('rightIdsOf', () => {
  it("lists every right a form carries: ROSTER's create, view, adjust, setup, constraints and working days", () => {
    expect(rightIdsOf(5)).toEqual([9, 10, 11, 12, 13, 14, 20, 21]);
    expect(rightIdsOf(4)).toEqual([3]);
  });
});
