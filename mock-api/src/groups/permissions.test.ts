import type { UserGroupRecord } from '../store/types';
import { applyRightChanges, grantedRights, rightOfPermId, toPermissions, unknownChanges } from './permissions';

const group = (rights: UserGroupRecord['rights']): UserGroupRecord => ({
  id: 1,
  gdd: 'g',
  app_id: 'a',
  name: 'G',
  rights,
});

describe('group permissions', () => {
  it('names a right by entity_perm_id only when it exists on its form', () => {
    expect(rightOfPermId(510)).toEqual({ frm_id: 5, right_id: 10 });
    expect(rightOfPermId(801)).toEqual({ frm_id: 8, right_id: 1 });
    for (const unknown of [0, 7, 102, 399, 515, 601, 10001, -101]) expect(rightOfPermId(unknown)).toBeUndefined();
  });

  it('counts the rights that exist on their form, each once', () => {
    const rights = [
      { frm_id: 1, right_id: 1 },
      { frm_id: 1, right_id: 1 },
      { frm_id: 4, right_id: 99 },
      { frm_id: 5, right_id: 9 },
    ];
    expect(grantedRights(group(rights))).toEqual([
      { frm_id: 1, right_id: 1 },
      { frm_id: 5, right_id: 9 },
    ]);
  });

  it('answers every form and right with its status', () => {
    const permissions = toPermissions(group([{ frm_id: 5, right_id: 12 }]));
    expect(permissions.map((entity) => entity.id)).toEqual([1, 2, 3, 4, 5, 8]);
    const flagged = permissions.flatMap((entity) => entity.entity_rights.filter((right) => right.perm_status === 1));
    expect(flagged).toEqual([
      { id: 12, entity_perm_id: 512, entity_perm_name: 'Set up shift positions and employees', perm_status: 1 },
    ]);
  });

  it('applies changes in order, keeping the rights not listed and skipping unknown ones', () => {
    const before = [
      { frm_id: 1, right_id: 1 },
      { frm_id: 5, right_id: 10 },
    ];
    const changes = [
      { right_id: 510, perm_status: 0 },
      { right_id: 301, perm_status: 1 },
      { right_id: 301, perm_status: 1 },
      { right_id: 999, perm_status: 1 },
      { right_id: 509, perm_status: 1 },
      { right_id: 509, perm_status: 0 },
    ];
    expect(applyRightChanges(before, changes)).toEqual([
      { frm_id: 1, right_id: 1 },
      { frm_id: 3, right_id: 1 },
    ]);
    expect(before).toHaveLength(2);
    expect(unknownChanges(changes)).toEqual([3]);
  });
});
