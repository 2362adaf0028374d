import type { FormRights } from '@times/shared-sdk';
import { stepAccess } from './stepAccess';

const group = (...ids: number[]): FormRights => ({
  isAdmn: 0,
  isOpsManager: 0,
  isGroupUser: 1,
  u_rights: ids.map((id) => ({ id })),
});
const admin: FormRights = { isAdmn: 1, isOpsManager: 0, isGroupUser: 0, u_rights: [] };
const create = { isCreate: 1 } as const;
const viewOnlySite = { isCreate: 0 } as const;

describe('stepAccess', () => {
  it('lets an admin edit every step, and save working days only on a site with isCreate 1', () => {
    expect(stepAccess(admin, create, 'workingDays')).toEqual({ mode: 'edit', canAdd: true, canChange: true });
    expect(stepAccess(admin, viewOnlySite, 'workingDays')).toEqual({ mode: 'edit', canAdd: false, canChange: false });
  });

  it('gives working days to right 20 (edit) and 21 (view)', () => {
    expect(stepAccess(group(20), create, 'workingDays').mode).toBe('edit');
    expect(stepAccess(group(21), create, 'workingDays')).toEqual({ mode: 'view', canAdd: false, canChange: false });
    expect(stepAccess(group(9), create, 'workingDays').mode).toBe('none');
  });

  it('gives positions and employees to right 12 (edit) and 10 (view); update and delete need isCreate', () => {
    expect(stepAccess(group(12), create, 'positions')).toEqual({ mode: 'edit', canAdd: true, canChange: true });
    expect(stepAccess(group(12), viewOnlySite, 'employees')).toEqual({ mode: 'edit', canAdd: true, canChange: false });
    expect(stepAccess(group(10), create, 'employees').mode).toBe('view');
    expect(stepAccess(group(13), create, 'positions').mode).toBe('none');
  });

  it('gives constraints to right 13 (edit) and 14 (view)', () => {
    expect(stepAccess(group(13), viewOnlySite, 'constraints')).toEqual({ mode: 'edit', canAdd: true, canChange: true });
    expect(stepAccess(group(14), create, 'constraints').mode).toBe('view');
    expect(stepAccess(group(12), create, 'constraints').mode).toBe('none');
  });

  it('gives nothing to a user who is neither admin, operations manager nor group user', () => {
    expect(
      stepAccess({ isAdmn: 0, isOpsManager: 0, isGroupUser: 0, u_rights: [{ id: 20 }] }, create, 'workingDays').mode,
    ).toBe('none');
  });
});
