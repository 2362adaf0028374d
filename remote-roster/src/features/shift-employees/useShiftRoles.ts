/** The positions of the shift (rolesOfShift): the only positions an employee of the shift may take. */
import { rosterShiftApi, useList } from '@times/shared-sdk/app';

export function useShiftRoles(sftd: string) {
  const { items, error } = useList(
    (signal) => rosterShiftApi.rolesOfShift(sftd, { signal }),
    (data) => data.employees_roles,
    [sftd],
  );
  return { roles: items, error };
}
