import { PERMISSIONS } from './groupFixtures';
import { toGroupRights, toPermissionValues } from './permissionValues';

describe('permissionValues', () => {
  it('keys each right by its entity_perm_id', () => {
    expect(toPermissionValues(PERMISSIONS)).toEqual({ p101: 1, p509: 0, p510: 1 });
  });

  it('sends every right with its edited status', () => {
    expect(toGroupRights(PERMISSIONS, { p101: 0, p509: 1, p510: 1 })).toEqual([
      { right_id: 101, perm_status: 0 },
      { right_id: 509, perm_status: 1 },
      { right_id: 510, perm_status: 1 },
    ]);
  });
});
